import Foundation

/// Reads a published programme, its format recognised from the content, never the name.
///
/// The formats: frab/pentabarf `schedule.xml` (as pentabarf, frab and pretalx write it), the
/// c3voc `schedule.json`, iCalendar (RFC 5545, as real exporters bend it: folds at 75 octets or
/// characters or inside a character, any line ends, a `TZID` with or without its `VTIMEZONE`),
/// pentabarf-style xCal (frab's and pretalx's `schedule.xcal`), Sessionize's "All" JSON, fortee's
/// timetable JSON and Indico's event export JSON (a JSON format told by its top-level members).
/// Each format's reader produces the same document, so every programme passes the same door. XML is read with
/// entities never expanded nor fetched (a document declaring entities or naming an external
/// DTD is refused before parsing). Reading is synchronous and its cost is linear in the size of
/// the data, which `maximumBytes` bounds.
///
/// The reader is the door every command trusts: what it returns passes the checks
/// `FeedProgramme` lists. A programme is refused when its structure is unusable (not a format
/// it reads, no days, a day without a usable index or date, no event that reads) or a limit is
/// passed (its size, a day dated outside 1970 to 2200). One bad event is not a bad programme:
/// an event that cannot be read (no usable id, a start, date or duration that does not parse, a
/// time outside 1970 to 2200, a date more than a day away from its day, the guid of an earlier
/// event) is left out, a duration longer than a day is cut to a day, text longer than its bound
/// is shortened, and each says so in `FeedProgramme.warnings`. A format that lists events with
/// their dates (all but `schedule.xml` and `schedule.json`) has its days made from those dates
/// in the programme's time zone; a talk it lists without a time is in no day but in the
/// conference's `unscheduled` sessions, and a warning says so.
public struct ProgrammeFeedReader: Sendable {
  /// The longest event id kept, in characters (Unicode scalars); an event with a longer id is
  /// left out with a warning.
  public static let maximumIDLength = 64

  /// The largest feed read, in bytes; anything larger is refused unread.
  public let maximumBytes: Int

  /// Creates a reader that refuses feeds larger than `maximumBytes` (8 MiB by default, about
  /// four times FOSDEM's schedule.xml).
  public init(maximumBytes: Int = 8 * 1024 * 1024) {
    self.maximumBytes = maximumBytes
  }

  /// Reads the programme from a feed's bytes, with what was repaired or left out in its
  /// `warnings`.
  ///
  /// - Parameters:
  ///   - data: the programme's bytes, in any format it reads (recognised from the content).
  ///   - timeZone: an IANA name that replaces/supplies the feed's time zone. Without it, the
  ///     feed's zone name is used, else the most common UTC offset its events give (see
  ///     `FeedProgramme.conference`).
  /// - Throws: `ProgrammeFeedError`: data too large, not UTF-8, an HTML page, not a format it
  ///   reads, malformed, declaring entities, or unusable (no days, a day without index or date
  ///   or dated outside 1970 to 2200, no event that reads, an unknown time zone, or none
  ///   given nor offsets to take one from).
  public func programme(
    from data: Data, timeZone: String? = nil
  ) throws(ProgrammeFeedError) -> FeedProgramme {
    var names = SessionNames()
    return try programme(from: data, timeZone: timeZone, names: &names)
  }

  /// Reads the programme from a feed's bytes as a refresh of a saved copy: its sessions keep
  /// the names the copy gave them for as long as their identities stay (the event's guid, else
  /// its id and start), and `names` becomes the new programme's.
  ///
  /// A session keeps its name, and with it its bookmarks, the changes seen of it and its
  /// calendar UID, when its identity was named before: an id that this refresh repeats for
  /// the first time leaves the bare id to the session that had it, and names only the new
  /// occurrences `ID@xxxxxx`; an occurrence keeps its `ID@xxxxxx` when the others are gone. An
  /// event without a guid whose start moved takes the one earlier name of its id that no
  /// session kept, when it is the only new event of its id.
  ///
  /// - Parameters:
  ///   - data: the programme's bytes, as ``programme(from:timeZone:)`` reads them.
  ///   - timeZone: as ``programme(from:timeZone:)`` takes it.
  ///   - names: the names of the copy this programme replaces (empty for a first read),
  ///     replaced with the programme's own when it reads; left as they were when it is refused.
  /// - Throws: `ProgrammeFeedError`, as ``programme(from:timeZone:)`` does.
  public func programme(
    from data: Data, timeZone: String?, names: inout SessionNames
  ) throws(ProgrammeFeedError) -> FeedProgramme {
    guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
    let recognised = data.withUnsafeBytes { bytes in
      Result { () throws(ProgrammeFeedError) -> FeedFormat in try FeedFormat.recognise(bytes) }
    }
    let document =
      switch try recognised.get() {
      case .xml(_, xcal: false): try XMLFeedParser.document(from: data)
      case .xml(_, xcal: true): try XCalFeedParser.document(from: data)
      case .json: try JSONProgramme.document(from: data)
      case .iCalendar(let start): try ICalendarFeedParser.document(from: data, start: start)
      }
    var read = names
    let programme = try ProgrammeBuilder.programme(of: document, timeZone: timeZone, names: &read)
    names = read
    return programme
  }

  /// Reads a local file: refuses a non-regular file and one larger than maximumBytes WITHOUT
  /// reading it into memory first (check the size with stat/FileHandle before reading).
  ///
  /// The file is opened without blocking (a named pipe is refused, not waited on), its type and
  /// size are taken from the open descriptor, and at most `maximumBytes + 1` bytes are read (a
  /// file growing meanwhile is refused too).
  /// - Throws: `ProgrammeFeedError.notAFile`, `.fileTooLarge` or `.unreadableFile`.
  public func data(contentsOfFile path: String) throws(ProgrammeFeedError) -> Data {
    try BoundedFile.contents(ofFile: path, maximumBytes: maximumBytes)
  }
}
