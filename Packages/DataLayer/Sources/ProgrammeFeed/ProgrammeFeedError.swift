/// Why a schedule feed could not be read. The set is closed: every case has a one-line
/// `description` saying what was wrong with the feed (and, where the reader can, what to do).
///
/// Values from the feed (ids, dates, names) are quoted at most 60 characters long, with control
/// characters replaced, so a hostile feed cannot flood or garble a message.
public enum ProgrammeFeedError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The data is larger than the reader's `maximumBytes`.
  case tooLarge(maximumBytes: Int)
  /// The file at `path` is larger than the reader's `maximumBytes` (it was not read).
  case fileTooLarge(path: String, maximumBytes: Int)
  /// The path is not a regular file (a folder, a device, a pipe).
  case notAFile(path: String)
  /// The file could not be opened or read; `reason` is the system's.
  case unreadableFile(path: String, reason: String)
  /// The bytes are not valid UTF-8.
  case notUTF8
  /// The content is an HTML page (a web page was fetched instead of the feed).
  case htmlPage
  /// The content is none of the formats read: it starts with neither `<`, `{` nor
  /// `BEGIN:VCALENDAR`.
  case notXMLOrJSON
  /// The XML does not parse; `line` is where the parser stopped.
  case malformedXML(line: Int, reason: String)
  /// The JSON does not parse, or a value has a type no producer uses.
  case malformedJSON(reason: String)
  /// The XML's root element is neither `<schedule>` nor xCal's `<iCalendar>` or `<vcalendar>`.
  case notASchedule(root: String)
  /// A required part of the feed is missing: `<conference>`, `"schedule"`, `days` or `events`
  /// (a feed with days but not one event).
  case missing(String)
  /// The document's DOCTYPE declares XML entities (`<!ENTITY`) or refers to one (`%name;`);
  /// nothing was expanded.
  case declaresEntities
  /// The document's DOCTYPE declares attributes, elements or notations (the keyword:
  /// `ATTLIST`, `ELEMENT` or `NOTATION`); nothing was applied.
  case declaresMarkup(String)
  /// The document refers to an external DTD; nothing was fetched.
  case externalDTD
  /// The XML declaration names an encoding other than UTF-8 (or US-ASCII).
  case unsupportedEncoding(String)
  /// Neither the caller nor the feed gives a time zone, and no event carries a UTC offset.
  case noTimeZone
  /// The time zone is not an IANA name this system knows.
  case unknownTimeZone(String)
  /// The day change is not `HH:MM` or `HH:MM:SS`.
  case invalidDayChange(String)
  /// The day at `position` (from 1, in the feed's order) has no index.
  case dayWithoutIndex(position: Int)
  /// The day at `position` has an index that is not a positive whole number.
  case invalidDayIndex(position: Int, index: String)
  /// Two days have the same index.
  case duplicateDay(Int)
  /// The day has no date.
  case dayWithoutDate(day: Int)
  /// The day's date is not `YYYY-MM-DD`.
  case invalidDayDate(day: Int, date: String)
  /// The day's date is before 1970 or after 2200.
  case dayDateOutOfRange(day: Int, date: String)
  /// An event of the day has no id.
  case eventWithoutID(day: Int)
  /// An event of the day has an id longer than `ProgrammeFeedReader.maximumIDLength`
  /// characters; `length` is its length.
  case eventIDTooLong(day: Int, length: Int)
  /// An event of the day has an id holding control characters.
  case eventIDWithControlCharacters(day: Int)
  /// Two events without a guid have the same id and start: the same event twice.
  case duplicateEvent(id: String)
  /// The event's guid is the one an earlier event (`of`, its id) has.
  case duplicateGUID(String, of: String)
  /// The event has neither a `date` nor a `start`.
  case eventWithoutStart(id: String)
  /// The event has no duration.
  case eventWithoutDuration(id: String)
  /// The event's `start` is not `HH:MM` or `HH:MM:SS`.
  case invalidStart(id: String, start: String)
  /// The event's `date` is not ISO 8601.
  case invalidDate(id: String, date: String)
  /// The event's duration is not `HH:MM` or `HH:MM:SS`.
  case invalidDuration(id: String, duration: String)
  /// The event has no duration, and its `end` (JSON) is not ISO 8601 or is before its start.
  case invalidEnd(id: String, end: String)
  /// The event starts or ends before 1970 or after 2200.
  case eventOutOfRange(id: String)
  /// The event's `date` is more than a day away from the day it is listed under (`date`, the
  /// day's date).
  case eventOutsideDay(id: String, day: Int, date: String)
  /// The text given as a feed's source is empty, names a scheme other than `http` or `https`,
  /// or is an `http(s)` URL without a host (`FeedSource(parsing:)`).
  case unsupportedSource(String)
  /// The source URL carries a user name or password; the URL is given without them.
  case credentialsInSource(String)

  /// What was wrong, in one line.
  public var description: String {
    switch self {
    case .tooLarge(let maximumBytes):
      "the schedule is larger than \(Self.size(maximumBytes))"
    case .fileTooLarge(let path, let maximumBytes):
      "\(path) is larger than \(Self.size(maximumBytes)), so it is not read as a schedule"
    case .notAFile(let path):
      "\(path) is not a regular file"
    case .unreadableFile(let path, let reason):
      "cannot read \(path) (\(reason))"
    case .notUTF8:
      "the schedule is not valid UTF-8"
    case .htmlPage:
      "this is an HTML page, not a schedule"
    case .notXMLOrJSON:
      "the schedule is not XML, JSON or iCalendar"
    case .malformedXML(let line, let reason):
      "the schedule is not well-formed XML (line \(line): \(Self.quoted(reason, marks: "")))"
    case .malformedJSON(let reason):
      "the schedule is not valid schedule JSON (\(Self.quoted(reason, marks: "")))"
    case .notASchedule(let root):
      "the XML document is a <\(Self.quoted(root, marks: ""))>, not a <schedule> or an xCal "
        + "<iCalendar>"
    case .missing(let part):
      "the schedule has no \(part)"
    case .declaresEntities:
      "the schedule declares or uses XML entities, which are refused (nothing was expanded)"
    case .declaresMarkup(let keyword):
      "the schedule declares <!\(Self.quoted(keyword, marks: ""))>, which is refused "
        + "(a schedule needs no declarations; nothing was applied)"
    case .externalDTD:
      "the schedule refers to an external DTD, which is refused (nothing was fetched)"
    case .unsupportedEncoding(let name):
      "the schedule says it is encoded in \(Self.quoted(name)): only UTF-8 is read, "
        + "so convert it to UTF-8"
    case .noTimeZone:
      "the schedule names no time zone and its events give no UTC offset: give one with "
        + "--time-zone ZONE (for example --time-zone Europe/Brussels)"
    case .unknownTimeZone(let name):
      "unknown time zone \(Self.quoted(name))"
    case .invalidDayChange(let value):
      "the day change \(Self.quoted(value)) does not parse (expected HH:MM)"
    case .dayWithoutIndex(let position):
      "the schedule's day number \(position) (in the file's order) has no index"
    case .invalidDayIndex(let position, let index):
      "the schedule's day number \(position) (in the file's order) has an index "
        + "\(Self.quoted(index)) that is not a positive whole number"
    case .duplicateDay(let day):
      "day \(day) appears twice"
    case .dayWithoutDate(let day):
      "day \(day) has no date"
    case .invalidDayDate(let day, let date):
      "day \(day) has a date \(Self.quoted(date)) that does not parse (expected YYYY-MM-DD)"
    case .dayDateOutOfRange(let day, let date):
      "day \(day) has a date \(Self.quoted(date)) outside the years 1970 to 2200"
    case .eventWithoutID(let day):
      "an event of day \(day) has no id"
    case .eventIDTooLong(let day, let length):
      "an event of day \(day) has an id of \(length) characters "
        + "(at most \(ProgrammeFeedReader.maximumIDLength))"
    case .eventIDWithControlCharacters(let day):
      "an event of day \(day) has an id with control characters"
    case .duplicateEvent(let id):
      "event \(Self.quoted(id, marks: "")) appears twice at the same time"
    case .duplicateGUID(let guid, let earlier):
      "the guid \(Self.quoted(guid)) is event \(Self.quoted(earlier, marks: ""))'s too"
    case .eventWithoutStart(let id):
      "event \(Self.quoted(id, marks: "")) has no start"
    case .eventWithoutDuration(let id):
      "event \(Self.quoted(id, marks: "")) has no duration"
    case .invalidStart(let id, let start):
      "event \(Self.quoted(id, marks: "")) has a start \(Self.quoted(start)) that does not parse"
    case .invalidDate(let id, let date):
      "event \(Self.quoted(id, marks: "")) has a date \(Self.quoted(date)) that does not parse"
    case .invalidDuration(let id, let duration):
      "event \(Self.quoted(id, marks: "")) has a duration \(Self.quoted(duration)) "
        + "that does not parse"
    case .invalidEnd(let id, let end):
      "event \(Self.quoted(id, marks: "")) has no duration and an end \(Self.quoted(end)) "
        + "that does not parse or is before its start"
    case .eventOutOfRange(let id):
      "event \(Self.quoted(id, marks: "")) starts or ends outside the years 1970 to 2200"
    case .eventOutsideDay(let id, let day, let date):
      "event \(Self.quoted(id, marks: "")) starts more than a day away from its day \(day) "
        + "(\(Self.quoted(date, marks: "")))"
    case .unsupportedSource(let text):
      "\(Self.quoted(text)) is not a feed this app reads: give an http:// or https:// URL, "
        + "or the path of a schedule.xml or schedule.json file"
    case .credentialsInSource(let text):
      "the address of \(Self.quoted(text)) holds a user name or password, which conf does not "
        + "keep or send: give the programme's public address"
    }
  }

  /// `'value'`, cut to `length` characters (with `…`), control characters shown as `�`; a
  /// character built of more than 8 scalars (stacked combining marks) counts as cut too.
  static func quoted(_ value: String, marks: String = "'", length: Int = 60) -> String {
    var text = ""
    for (count, character) in value.enumerated() {
      if count == length || character.unicodeScalars.count > 8 {
        text.append("…")
        break
      }
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      }
      text.append(isControl ? "\u{FFFD}" : character)
    }
    return marks + text + marks
  }

  /// `8 MiB`, `512 KiB`, `1000 bytes`.
  private static func size(_ bytes: Int) -> String {
    if bytes >= 1_048_576 && bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MiB" }
    if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
