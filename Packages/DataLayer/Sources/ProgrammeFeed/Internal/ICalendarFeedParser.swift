import Entity
import Foundation

/// Reads an iCalendar document (RFC 5545) into a `FeedDocument` whose events carry their dates:
/// one event per `VEVENT` (a `VALARM`'s properties stay its own), with
/// - `UID` its id (see `ICalendarEvents.ids(for:)`); a UID repeated keeps each occurrence;
/// - `SUMMARY`, `DESCRIPTION` (HTML or plain text), `LOCATION` the room (none: no room given),
///   the first `CATEGORIES` the track, `URL` its page, `STATUS:CANCELLED` cancelled;
/// - `ORGANIZER` and `ATTENDEE`s named by their `CN` as its persons (an attendee that is a room
///   or a resource, `CUTYPE=ROOM`, is its room when it has no `LOCATION`; an address alone is
///   never shown);
/// - `DTSTART` and `DTEND` or `DURATION` (or neither: a moment, or a whole day for a date), in
///   UTC (`Z`), floating (the programme's zone), or with a `TZID`: an IANA name this system
///   knows (also written `/Europe/Berlin` or `/mozilla.org/.../Europe/Berlin`), else the
///   document's `VTIMEZONE` of that name; a zone neither gives is read as floating, with a
///   warning;
/// - an `RRULE` only its first occurrence, with a warning.
///
/// The calendar's `X-WR-CALNAME` (or `NAME`) is the title; `X-WR-TIMEZONE` is the zone, else
/// the zone most events' `TZID` names. Parameters nobody reads (`CHARSET`, `LANGUAGE`,
/// `X-...`) may be on any property.
enum ICalendarFeedParser {
  /// The deepest nesting of components read (a calendar, an event, an alarm: three).
  static let maximumDepth = 16

  /// Reads the document in `data` whose `BEGIN:VCALENDAR` is at `start`.
  ///
  /// - Throws: `.notUTF8` when a line, once unfolded, is not UTF-8.
  static func document(from data: Data, start: Int) throws(ProgrammeFeedError) -> FeedDocument {
    let lines = try data.withUnsafeBytes { bytes in
      Result { () throws(ProgrammeFeedError) in try ICalendarLine.lines(of: bytes, from: start) }
    }.get()
    var stack: [String] = []
    var calendar: [ICalendarLine] = []
    var events: [[ICalendarLine]] = []
    var zones: [String: ICalendarZoneRules] = [:]
    var zoneID: String?
    var zone = ICalendarZoneRules()
    var observance: [ICalendarLine] = []
    for line in lines {
      switch line.name {
      case "BEGIN":
        // No calendar nests deeply; past the bound a component is not read (and each step
        // below stays short, whatever the document).
        guard stack.count < maximumDepth else { continue }
        let component = line.value.trimmingCharacters(in: .whitespaces).uppercased()
        stack.append(component)
        if component == "VEVENT" && !stack.dropLast().contains("VEVENT") { events.append([]) }
        if component == "VTIMEZONE" {
          zoneID = nil
          zone = ICalendarZoneRules()
        }
        if stack.suffix(2) == ["VTIMEZONE", "STANDARD"]
          || stack.suffix(2) == ["VTIMEZONE", "DAYLIGHT"]
        {
          observance = []
        }
      case "END":
        let component = line.value.trimmingCharacters(in: .whitespaces).uppercased()
        guard let open = stack.lastIndex(of: component) else { continue }
        if component == "STANDARD" || component == "DAYLIGHT", stack.dropLast().last == "VTIMEZONE",
          zone.observances.count < ICalendarZoneRules.maximumObservances,
          let read = Self.observance(of: observance)
        {
          zone.observances.append(read)
        }
        if component == "VTIMEZONE", let zoneID, zones[zoneID] == nil, !zone.observances.isEmpty {
          zones[zoneID] = zone
        }
        stack.removeSubrange(open...)
      default:
        switch stack.last {
        case "VCALENDAR": calendar.append(line)
        case "VEVENT" where stack.firstIndex(of: "VEVENT") == stack.count - 1:
          events[events.count - 1].append(line)
        case "VTIMEZONE" where line.name == "TZID": zoneID = line.value
        case "STANDARD", "DAYLIGHT": observance.append(line)
        default: break
        }
      }
    }
    return ICalendarEvents(zones: zones, isTextEscaped: true).document(
      calendar: calendar, events: events)
  }

  /// An observance from its properties; `nil` without a usable `DTSTART` and `TZOFFSETTO`.
  private static func observance(of lines: [ICalendarLine]) -> ICalendarZoneRules.Observance? {
    func value(_ name: String) -> String? { lines.first { $0.name == name }?.value }
    guard let start = value("DTSTART").flatMap(ICalendarValue.dateTime),
      let offsetTo = value("TZOFFSETTO").flatMap(ICalendarValue.utcOffset)
    else { return nil }
    var observance = ICalendarZoneRules.Observance(
      start: start.localSeconds,
      offsetFrom: value("TZOFFSETFROM").flatMap(ICalendarValue.utcOffset) ?? offsetTo,
      offsetTo: offsetTo, rule: value("RRULE").flatMap(ICalendarZoneRules.yearlyRule))
    for line in lines where line.name == "RDATE" {
      observance.dates += line.value.split(separator: ",").compactMap {
        ICalendarValue.dateTime(String($0))?.localSeconds
      }
    }
    return observance
  }
}
