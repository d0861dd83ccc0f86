import Entity
import Foundation
import ProgrammeFeed
import Testing

@Suite("ProgrammeFeedReader")
struct ProgrammeFeedReaderTests {
  @Test(
    "the format is recognised from the content, after a byte order mark and white space",
    arguments: [
      "\u{FEFF}" + MinimalFeeds.xml(), "\n\t  " + MinimalFeeds.xml(prolog: ""),
      "\u{FEFF}\r\n" + MinimalFeeds.json(), MinimalFeeds.json(),
    ])
  func recognised(feed: String) throws {
    let read = try programme(feed, timeZone: "UTC")
    #expect(
      read.timetables.flatMap(\.sessions).map { [$0.id, $0.startsAt, $0.room] } == [
        ["1", "2030-01-01T10:00:00+00:00", "R"]
      ])
  }

  @Test(
    "iCalendar is recognised from its content, after a byte order mark and white space, in any case, even folded",
    arguments: [
      "\u{FEFF}BEGIN:VCALENDAR", " \r\n\tbegin:vcalendar", "Begin:VCal\r\n endar",
    ])
  func recognisedCalendar(head: String) throws {
    let feed = ICalendarFeeds.document(
      ICalendarFeeds.calendar(
        ICalendarFeeds.event(uid: "1", start: "DTSTART:20300101T100000Z", end: "DURATION:PT30M")
      ))
    let read = try programme(head + feed.dropFirst("BEGIN:VCALENDAR".count))
    #expect(
      read.timetables.flatMap(\.sessions).map { [$0.id, $0.startsAt, $0.room] } == [
        ["1", "2030-01-01T10:00:00+00:00", ""]
      ])
  }

  @Test("the content decides, whatever the file is called")
  func contentNotName() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let reader = ProgrammeFeedReader()
    for (name, text) in [
      (
        "schedule.json",
        XCalFeeds.pentabarf(
          XCalFeeds.event(
            uid: "A@@x",
            times: "<dtstart>20300610T090000Z</dtstart>"
              + "<duration>PT1H</duration>"))
      ),
      ("schedule.xml", ICalendarFeeds.document(ICalendarFeeds.harbour)),
      ("calendar.ics", MinimalFeeds.json()),
    ] {
      let path = folder.path + "/" + name
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      #expect(throws: Never.self) {
        try reader.programme(from: reader.data(contentsOfFile: path), timeZone: "UTC")
      }
    }
  }

  @Test(
    "an HTML page, or anything neither XML nor JSON, is refused",
    arguments: [
      ("<!DOCTYPE html><html><body>Not found</body></html>", .htmlPage),
      ("\u{FEFF}  <!doctype HTML>\n<title>x</title>", .htmlPage),
      ("<HTML><head></head></HTML>", .htmlPage),
      ("<?xml version=\"1.0\"?>\n<!-- hi -->\n<html xmlns=\"x\"></html>", .htmlPage),
      (
        "<?xml version=\"1.0\"?><!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0//EN\" \"x.dtd\">",
        .htmlPage
      ),
      ("schedule", .notXMLOrJSON),
      ("[{\"schedule\": 1}]", .notXMLOrJSON),
      ("", .notXMLOrJSON),
      ("\u{FEFF} \n", .notXMLOrJSON),
    ] as [(String, ProgrammeFeedError)])
  func refusedContent(feed: String, expected: ProgrammeFeedError) {
    #expect(failure(feed) == expected)
  }

  @Test("bytes that are not UTF-8 are refused before any parsing")
  func notUTF8() {
    var latin1 = Data(MinimalFeeds.xml(events: MinimalFeeds.event(id: "1", title: "Caf")).utf8)
    latin1.insert(0xE9, at: latin1.range(of: Data("Caf".utf8))?.upperBound ?? 0)
    #expect(failure(latin1) == .notUTF8)
    #expect(failure(Data([0xFF, 0xFE, 0x3C, 0x00])) == .notUTF8)
  }

  @Test("data larger than maximumBytes is refused; data of exactly that size is read")
  func tooLarge() throws {
    let feed = Data(MinimalFeeds.json().utf8)
    let exact = ProgrammeFeedReader(maximumBytes: feed.count)
    #expect(throws: Never.self) { try exact.programme(from: feed, timeZone: "UTC") }
    let smaller = ProgrammeFeedReader(maximumBytes: feed.count - 1)
    #expect(failure(feed, reader: smaller) == .tooLarge(maximumBytes: feed.count - 1))
    let large = Data(count: 8 * 1024 * 1024 + 1)
    #expect(failure(large) == .tooLarge(maximumBytes: 8 * 1024 * 1024))
  }

  @Test("a feed without a time zone is refused, then read with one given")
  func noTimeZone() throws {
    #expect(failure(PentabarfFeeds.grouped, timeZone: nil) == .noTimeZone)
    #expect(failure(MinimalFeeds.json(), timeZone: nil) == .noTimeZone)
    #expect(failure(PentabarfFeeds.grouped, timeZone: " ") == .noTimeZone)
    let read = try programme(PentabarfFeeds.grouped, timeZone: "Europe/Brussels")
    #expect(read.conference.timeZone == "Europe/Brussels")
    #expect(read.timetables.map(\.timeZone) == ["Europe/Brussels", "Europe/Brussels"])
  }

  @Test("an unknown time zone is refused, whether the feed's or the caller's")
  func unknownTimeZone() {
    #expect(
      failure(FrabFeeds.schedule, timeZone: "Mars/Olympus") == .unknownTimeZone("Mars/Olympus"))
    let feed = MinimalFeeds.xml(head: "<time_zone_name>Atlantis/Capital</time_zone_name>")
    #expect(failure(feed, timeZone: nil) == .unknownTimeZone("Atlantis/Capital"))
    #expect(throws: Never.self) { try programme(feed, timeZone: "Europe/Lisbon") }
  }

  // MARK: Files

  @Test("a small file is read whole")
  func readsFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/schedule.xml"
    try Data(FrabFeeds.schedule.utf8).write(to: URL(fileURLWithPath: path))

    let reader = ProgrammeFeedReader()
    let data = try reader.data(contentsOfFile: path)

    #expect(data == Data(FrabFeeds.schedule.utf8))
    #expect(try reader.programme(from: data).conference.acronym == "ccc30")
  }

  @Test("a 200 MB sparse file is refused from its size, without being read")
  func oversizedFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/huge.xml"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("<schedule>".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 200 * 1024 * 1024)
    try handle.close()

    #expect(throws: ProgrammeFeedError.fileTooLarge(path: path, maximumBytes: 8 * 1024 * 1024)) {
      try ProgrammeFeedReader().data(contentsOfFile: path)
    }
    #expect(throws: ProgrammeFeedError.fileTooLarge(path: path, maximumBytes: 5)) {
      try ProgrammeFeedReader(maximumBytes: 5).data(contentsOfFile: path)
    }
  }

  @Test("a folder and a named pipe are not regular files (the pipe is not waited on)")
  func notAFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let pipe = folder.path + "/pipe"
    #expect(mkfifo(pipe, 0o600) == 0)

    #expect(throws: ProgrammeFeedError.notAFile(path: folder.path)) {
      try ProgrammeFeedReader().data(contentsOfFile: folder.path)
    }
    #expect(throws: ProgrammeFeedError.notAFile(path: pipe)) {
      try ProgrammeFeedReader().data(contentsOfFile: pipe)
    }
  }

  @Test("a missing file is unreadable, with the system's reason")
  func missingFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/absent.json"
    #expect(
      throws: ProgrammeFeedError.unreadableFile(path: path, reason: "No such file or directory")
    ) {
      try ProgrammeFeedReader().data(contentsOfFile: path)
    }
  }
}
