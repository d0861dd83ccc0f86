import Entity
import Foundation
import ProgrammeFeed
import Testing

/// The door as a property: generated programmes (days and events with valid and invalid
/// fields, in XML and JSON) are refused exactly when they are unusable, and every programme
/// accepted keeps the door's promises, with every valid event once.
@Suite("ProgrammeBuilder (generated programmes)")
struct ProgrammeBuilderPropertyTests {
  /// One generated feed and what the test knows of it.
  private struct Generated {
    var text = ""
    var timeZone: String?
    /// The ids of the events that must be read (each exactly once).
    var validIDs: Set<String> = []
    /// Whether a day is unusable (the programme must be refused).
    var hasBadDay = false
    /// Whether the programme has a zone from its name or the caller.
    var hasNamedZone = false
    /// Whether an event's date gives a UTC offset (the zone can be taken from it).
    var givesOffset = false
  }

  /// One generated event.
  private struct Event {
    var members: [(String, String)] = []
    var isValid = true
    var givesOffset = false
    /// A JSON-only event (a value no XML could carry).
    var isRaw = false
    var raw = ""
  }

  /// 2200-12-31T23:59:59Z, seconds since the epoch.
  private static let lastInstant: TimeInterval = 7_289_654_399

  @Test("accepted programmes keep the door's promises; refusals are for unusable ones")
  func generatedProgrammes() throws {
    var accepted = 0
    for seed in UInt64(1)...400 {
      var random = SeededGenerator(seed: seed)
      let generated = generate(using: &random)
      let expectsRefusal =
        generated.hasBadDay || generated.validIDs.isEmpty
        || (!generated.hasNamedZone && !generated.givesOffset)
      let read: FeedProgramme
      do {
        read = try ProgrammeFeedReader().programme(
          from: Data(generated.text.utf8), timeZone: generated.timeZone)
      } catch {
        #expect(expectsRefusal, "seed \(seed) refused: \(error)\n\(generated.text)")
        continue
      }
      #expect(!expectsRefusal, "seed \(seed) accepted\n\(generated.text)")
      accepted += 1
      check(read, seed: seed)
      let ids = read.timetables.flatMap(\.sessions).map(\.id)
      #expect(ids.count == Set(ids).count, "seed \(seed): an id twice")
      #expect(Set(ids) == generated.validIDs, "seed \(seed)\n\(generated.text)")
    }
    #expect(accepted > 100)
  }

  /// The door's promises, checked without the reader's own code.
  private func check(_ read: FeedProgramme, seed: UInt64) {
    let days = read.conference.days
    #expect(!days.isEmpty, "seed \(seed): no days")
    #expect(
      days == read.timetables.map { ConferenceDayEntity(day: $0.day, date: $0.date) },
      "seed \(seed): days and timetables differ")
    #expect(days.allSatisfy { $0.day > 0 }, "seed \(seed): a day number below 1")
    #expect(
      zip(days, days.dropFirst()).allSatisfy { $0.day < $1.day && $0.date <= $1.date },
      "seed \(seed): days out of order \(days)")
    #expect(
      days.allSatisfy { ("1970-01-01"..."2200-12-31").contains($0.date) },
      "seed \(seed): a day out of range")
    #expect(TimeZone(identifier: read.conference.timeZone) != nil, "seed \(seed): zone")
    #expect(read.timetables.allSatisfy { $0.timeZone == read.conference.timeZone })
    #expect(read.conference.title.unicodeScalars.count <= 200)
    #expect(read.warnings.count <= 20, "seed \(seed): \(read.warnings.count) warnings")
    #expect(
      read.warnings.allSatisfy { warning in
        !warning.description.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }, "seed \(seed): a warning with a control character")
    let parser = ISO8601DateFormatter()
    for timetable in read.timetables {
      for session in timetable.sessions {
        let label = "seed \(seed) session \(session.id)"
        #expect(!session.id.isEmpty && session.id.unicodeScalars.count <= 64, "\(label): id")
        #expect(session.day == timetable.day, "\(label): day")
        #expect(session.title.unicodeScalars.count <= 300, "\(label): title")
        #expect(session.room.unicodeScalars.count <= 100, "\(label): room")
        guard let start = parser.date(from: session.startsAt),
          let end = parser.date(from: session.endsAt)
        else {
          Issue.record("\(label): times \(session.startsAt) \(session.endsAt)")
          continue
        }
        let (first, last) = (start.timeIntervalSince1970, end.timeIntervalSince1970)
        #expect(first >= 0 && last <= Self.lastInstant, "\(label): out of range")
        #expect(last >= first && last - first <= 86_400, "\(label): duration")
      }
    }
  }

  // MARK: Generating

  private func generate(using random: inout SeededGenerator) -> Generated {
    var generated = Generated()
    let isJSON = Bool.random(using: &random)
    let zoneMode = Int.random(in: 0..<3, using: &random)
    let zoneName =
      ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata"]
      .randomElement(using: &random) ?? "UTC"
    if zoneMode == 1 { generated.timeZone = "Asia/Tokyo" }
    generated.hasNamedZone = zoneMode != 2
    let dayChange = Bool.random(using: &random) ? "04:00" : nil
    let dayCount = Int.random(in: 1...4, using: &random)
    var indices = Array((1...9).shuffled(using: &random).prefix(dayCount))
    let base = Int.random(in: 10_957...47_482, using: &random)  // 2000-01-01 to 2099-12-31
    var nextID = 1
    var days: [(index: String, date: String?, events: [Event])] = []
    for position in 0..<dayCount {
      var index = String(indices[position])
      var date: String? = Self.dateText(base + Int.random(in: 0...10, using: &random))
      if Int.random(in: 0..<25, using: &random) == 0 {
        generated.hasBadDay = true
        switch Int.random(in: 0..<6, using: &random) {
        case 0: index = "0"
        case 1: index = "-2"
        case 2: date = "0000-01-01"
        case 3: date = "2030-02-30"
        case 4: date = nil
        default: date = "2300-01-01"
        }
      } else if position > 0 && Int.random(in: 0..<30, using: &random) == 0 {
        generated.hasBadDay = true
        indices[position] = indices[0]
        index = String(indices[0])
      }
      var events: [Event] = []
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        let event = makeEvent(
          id: nextID, on: date ?? "2030-01-01", isJSON: isJSON, using: &random)
        nextID += 1
        if event.isValid { generated.validIDs.insert(String(nextID - 1)) }
        generated.givesOffset = generated.givesOffset || event.givesOffset
        events.append(event)
      }
      days.append((index, date, events))
    }
    if generated.hasBadDay { generated.validIDs = [] }
    let zoneValue = zoneMode == 0 ? zoneName : nil
    generated.text =
      isJSON
      ? json(days: days, zone: zoneValue, dayChange: dayChange, using: &random)
      : xml(days: days, zone: zoneValue, dayChange: dayChange)
    return generated
  }

  /// An event with the id `id` on `date`: valid (start or date, any duration up to 999:59,
  /// long texts, nulls) or not (each of the ways an event cannot be read).
  private func makeEvent(
    id: Int, on date: String, isJSON: Bool, using random: inout SeededGenerator
  ) -> Event {
    var event = Event()
    let clock =
      Self.two(Int.random(in: 0...23, using: &random)) + ":"
      + Self.two(Int.random(in: 0...59, using: &random))
    let duration =
      String(Int.random(in: 0...23, using: &random)) + ":"
      + Self.two(Int.random(in: 0...59, using: &random))
    let offset = ["Z", "+00:00", "+01:00", "-05:00", "+05:30"].randomElement(using: &random) ?? "Z"
    let dated = "\(date)T\(Self.two(Int.random(in: 6...20, using: &random))):15:00\(offset)"
    var members: [(String, String)] = [("id", String(id)), ("title", "Talk \(id)")]
    let kind = Int.random(in: 0..<22, using: &random)
    switch kind {
    case 0...4:
      members += [("start", clock), ("duration", duration)]
    case 5...8:
      members += [("date", dated), ("duration", duration)]
      event.givesOffset = true
    case 9:
      members += [("start", clock), ("duration", "999:59")]
    case 10:
      members += [("start", clock), ("duration", "00:30")]
      members[1] = ("title", String(repeating: "T", count: 1000))
      members.append(("room", String(repeating: "r", count: 500)))
    case 11:
      members += [("date", "soon"), ("start", clock), ("duration", duration)]
    case 12:
      members = [("title", "No id"), ("start", clock), ("duration", duration)]
      event.isValid = false
    case 13:
      members[0] = ("id", String(repeating: "x", count: Int.random(in: 65...200, using: &random)))
      members += [("start", clock), ("duration", duration)]
      event.isValid = false
    case 14:
      members += [("start", clock), ("duration", "1h")]
      event.isValid = false
    case 15:
      members += [("start", clock)]
      event.isValid = false
    case 16:
      members += [("start", "25:00"), ("duration", duration)]
      event.isValid = false
    case 17:
      members += [("date", "yesterday"), ("duration", duration)]
      event.isValid = false
    case 18:
      members += [("date", "2300-01-01T10:00:00+01:00"), ("duration", duration)]
      event.isValid = false
      event.givesOffset = true
    case 19:
      let far = Self.dateText((Self.days(of: date) ?? 0) + 10)
      members += [("date", "\(far)T10:00:00Z"), ("duration", duration)]
      event.isValid = false
      event.givesOffset = true
    case 20:
      members += [("duration", duration)]
      event.isValid = false
    default:
      guard isJSON else {
        members += [("start", clock), ("duration", duration)]
        break
      }
      event.isRaw = true
      event.raw =
        Bool.random(using: &random)
        ? #"{"id": \#(id), "start": [1], "duration": "00:30", "date": "\#(dated)"}"#
        : #"{"id": "\#(id)\u0007", "start": "10:00", "duration": "00:30"}"#
      event.isValid = false
    }
    if isJSON && Bool.random(using: &random) {
      members += [("subtitle", "null"), ("track", "null"), ("persons", "null")]
    }
    event.members = members
    return event
  }

  private func json(
    days: [(index: String, date: String?, events: [Event])], zone: String?, dayChange: String?,
    using random: inout SeededGenerator
  ) -> String {
    let dayTexts = days.map { day -> String in
      var rooms: [String: [String]] = [:]
      for event in day.events {
        let room = ["A", "a", "B"].randomElement(using: &random) ?? "A"
        let text =
          event.isRaw
          ? event.raw
          : "{"
            + event.members.map { name, value in
              value == "null" ? "\"\(name)\": null" : "\"\(name)\": \"\(value)\""
            }.joined(separator: ", ") + "}"
        rooms[room, default: []].append(text)
      }
      let roomTexts = rooms.keys.sorted().map {
        "\"\($0)\": [\(rooms[$0, default: []].joined(separator: ", "))]"
      }
      let date = day.date.map { "\"\($0)\"" } ?? "null"
      return
        #"{"index": \#(day.index), "date": \#(date), "rooms": {\#(roomTexts.joined(separator: ", "))}}"#
    }
    let zoneText = zone.map { "\"\($0)\"" } ?? "null"
    let changeText = dayChange.map { "\"\($0)\"" } ?? "null"
    return """
      {"schedule": {"version": "1", "conference": {"title": "Generated", "acronym": "g",
        "time_zone_name": \(zoneText), "day_change": \(changeText),
        "days": [\(dayTexts.joined(separator: ",\n"))]}}}
      """
  }

  private func xml(
    days: [(index: String, date: String?, events: [Event])], zone: String?, dayChange: String?
  ) -> String {
    var lines = ["<schedule>", "<conference><title>Generated</title>"]
    if let zone { lines.append("<time_zone_name>\(zone)</time_zone_name>") }
    if let dayChange { lines.append("<day_change>\(dayChange)</day_change>") }
    lines.append("</conference>")
    for day in days {
      let date = day.date.map { #" date="\#($0)""# } ?? ""
      lines.append(#"<day index="\#(day.index)"\#(date)><room name="R">"#)
      for event in day.events {
        let id = event.members.first { $0.0 == "id" }.map { #" id="\#($0.1)""# } ?? ""
        let children = event.members.filter { $0.0 != "id" }.map { "<\($0.0)>\($0.1)</\($0.0)>" }
        lines.append("<event\(id)>\(children.joined())</event>")
      }
      lines.append("</room></day>")
    }
    lines.append("</schedule>")
    return lines.joined(separator: "\n")
  }

  // MARK: Dates, written here rather than taken from the reader

  private static func dateText(_ daysSinceEpoch: Int) -> String {
    let date = Date(timeIntervalSince1970: TimeInterval(daysSinceEpoch) * 86_400)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return "\(parts.year ?? 0)-\(two(parts.month ?? 0))-\(two(parts.day ?? 0))"
  }

  private static func days(of text: String) -> Int? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3,
      let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    else { return nil }
    return Int(date.timeIntervalSince1970 / 86_400)
  }

  private static func two(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
