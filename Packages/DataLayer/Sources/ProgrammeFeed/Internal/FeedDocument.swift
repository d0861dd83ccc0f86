import Entity

/// A feed as read, before any rule is applied: what every format's reader produces, with every
/// value as the feed wrote it (`nil` when absent or `null`).
///
/// A format that groups its events in days (`schedule.xml`, c3voc `schedule.json`) fills
/// `days`; one that lists them with their dates (iCalendar, xCal, Sessionize, fortee, Indico)
/// fills `events` instead, each with its `date`, and `ProgrammeBuilder` groups them into days by
/// their dates in the programme's time zone once it knows that zone.
struct FeedDocument {
  /// The conference's head.
  var title: String?
  var acronym: String?
  var timeZoneName: String?
  var dayChange: String?
  /// The tracks' colours as the feed gives them (c3voc and pretalx JSON's
  /// `conference.tracks[].color`), by track name as written; checked by `ProgrammeBuilder`.
  var trackColors: [String: String] = [:]
  /// The rooms in the order the feed lists them for the whole programme (c3voc JSON's
  /// `conference.rooms`, Sessionize's `rooms`), as written; empty when it lists none.
  var roomOrder: [String] = []
  /// The days, in the feed's order.
  var days: [Day] = []
  /// Whether the format lists its events with their dates instead of in days (then `days` is
  /// empty and `events` holds them).
  var isFlat = false
  /// The events of a format without days, in the feed's order: each has a `date` (ISO 8601,
  /// with a UTC offset when the feed gives one, else a local time in the programme's zone), or
  /// is left out with a warning.
  var events: [Event] = []
  /// The events the feed lists without a time yet (fortee's, Sessionize's and Indico's
  /// unscheduled talks), in the feed's order: no `date`, `start` or duration; each also has a
  /// note in `notes`.
  var unscheduled: [Event] = []
  /// What the format's reader left out or read in a way of its own (a talk without a time, a
  /// time zone it does not know), in the feed's order; said before the builder's own warnings.
  var notes: [FeedWarning] = []

  /// One `<day>`, or one element of `days`.
  struct Day {
    /// From 1: the day's place in the feed, to name a day that has no index.
    var position: Int
    var index: String?
    var date: String?
    /// When the day starts and ends, ISO 8601 (`<day start end>`, c3voc JSON's `day_start` and
    /// `day_end`), when the feed says.
    var start: String?
    var end: String?
    /// The day's rooms in the order the feed lists them (`<room name>` elements, the members
    /// of c3voc JSON's `rooms`), as written; empty when it lists none.
    var roomOrder: [String] = []
    var events: [Event] = []
  }

  /// One event.
  struct Event {
    var id: String?
    var guid: String?
    var date: String?
    var start: String?
    var duration: String?
    /// When it ends, ISO 8601 (c3voc JSON's newer `end`): read when `duration` is absent or
    /// does not parse.
    var end: String?
    /// The room the feed groups the event under (`<room name>`, a key of `rooms`).
    var roomGroup: String?
    /// The event's own `room` element or field.
    var room: String?
    var title: String?
    var subtitle: String?
    var track: String?
    var type: String?
    var language: String?
    var abstract: String?
    var description: String?
    var persons: [Person] = []
    /// Links and attachments, in the feed's order.
    var links: [SessionLinkEntity] = []
    var url: String?
    var feedbackURL: String?
    /// Whether the feed marks it cancelled (iCalendar's `STATUS:CANCELLED`); a title marked
    /// `CANCELLED: ...` says so too, whatever this says.
    var isCancelled = false
    /// Why the event could not be read at all (a JSON member of a type no producer writes);
    /// `nil` when it was read. Its `id` and `title` are then read where they could be.
    var unreadable: Unreadable?
  }

  /// What made an event unreadable.
  struct Unreadable {
    /// The error, naming the member from the document's root.
    var error: ProgrammeFeedError
    /// The member from the event (`start`, `persons.0.name`), for a warning.
    var member: String
  }

  /// One person of an event.
  struct Person {
    var id: String?
    var name: String
  }
}
