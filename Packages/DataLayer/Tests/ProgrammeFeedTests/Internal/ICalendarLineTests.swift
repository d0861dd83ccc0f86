import Foundation
import Testing

@testable import ProgrammeFeed

@Suite("ICalendarLine")
struct ICalendarLineTests {
  private func lines(_ text: String) throws -> [ICalendarLine] {
    try lines(Data(text.utf8))
  }

  private func lines(_ data: Data) throws -> [ICalendarLine] {
    try data.withUnsafeBytes { bytes in
      try Result { () throws(ProgrammeFeedError) in try ICalendarLine.lines(of: bytes, from: 0) }
        .get()
    }
  }

  @Test("a property's name, its parameters (quoted, listed, caret-escaped) and its value")
  func parameters() throws {
    let read = try lines(
      #"attendee;cn="Lovelace, Ada";Role=CHAIR;member="mailto:a@x","mailto:b@x";X-NOTE=say ^'hi^'^n^^:mailto:ada@x"#
        + "\r\n")
    #expect(
      read == [
        ICalendarLine(
          name: "ATTENDEE",
          parameters: [
            "CN": ["Lovelace, Ada"], "ROLE": ["CHAIR"], "MEMBER": ["mailto:a@x", "mailto:b@x"],
            "X-NOTE": ["say \"hi\"\n^"],
          ],
          value: "mailto:ada@x")
      ])
  }

  @Test("the value runs from the first colon outside quotes, colons and all")
  func value() throws {
    #expect(
      try lines("DTSTART;TZID=\"a:b\":20300610T090000\r\nSUMMARY:Time: 10:00\r\n") == [
        ICalendarLine(name: "DTSTART", parameters: ["TZID": ["a:b"]], value: "20300610T090000"),
        ICalendarLine(name: "SUMMARY", value: "Time: 10:00"),
      ])
  }

  @Test("a fold is a line end then one space or tab, which goes; a fold may split a character")
  func folds() throws {
    var data = Data("SUMMARY:Caf".utf8)
    data.append(contentsOf: [0xC3, 0x0D, 0x0A, 0x20, 0xA9])
    data.append(contentsOf: Array("\n\t and more\r\r\n  indented\rLOCATION:Hall".utf8))
    #expect(
      try lines(data) == [
        ICalendarLine(name: "SUMMARY", value: "Café and more indented"),
        ICalendarLine(name: "LOCATION", value: "Hall"),
      ])
  }

  @Test("a line that is not a property continues the one before; blank lines are skipped")
  func rawLines() throws {
    #expect(
      try lines("DESCRIPTION:one\r\ntwo, three\r\n\r\nUID:x\r\n") == [
        ICalendarLine(name: "DESCRIPTION", value: "one\ntwo, three"),
        ICalendarLine(name: "UID", value: "x"),
      ])
  }

  @Test("a line without a name, or without a colon after its parameters, is dropped")
  func malformed() throws {
    #expect(try lines("SUMMARY;X=1\r\n") == [])
    #expect(try lines(";:x\r\n") == [])
    #expect(try lines("SUMMARY;X=\"1:2\r\n") == [])
  }

  @Test("generated values folded anywhere at any ending unfold to themselves")
  func generated() throws {
    let alphabet = Array("aZ09 ,;:\\\"é漢😀\u{301}")
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed)
      let value = String((0..<random.below(120)).map { _ in random.pick(alphabet) })
      let bytes = Array("X-TEST:\(value)".utf8)
      var data = Data()
      var start = 0
      while start < bytes.count {
        let size = 1 + random.below(80)
        if start > 0 {
          data.append(contentsOf: Array(random.pick(["\r\n", "\n", "\r", "\r\r\n"]).utf8))
          data.append(random.pick([0x20, 0x09]))
        }
        data.append(contentsOf: bytes[start..<min(start + size, bytes.count)])
        start += size
      }
      #expect(try lines(data) == [ICalendarLine(name: "X-TEST", value: value)], "seed \(seed)")
    }
  }

  @Test("a line that is not UTF-8 once unfolded is refused")
  func notUTF8() {
    #expect(throws: ProgrammeFeedError.notUTF8) {
      try lines(Data([0x53, 0x3A, 0xC3, 0x0D, 0x0A, 0x41]))
    }
  }
}
