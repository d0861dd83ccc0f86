import Entity
import Foundation
import ProgrammeFeed
import Testing

/// Names across refreshes as a property: for generated series of refreshes (ids repeated and
/// not, with and without guids, events coming, going and moving), a session keeps its name for
/// as long as its identity stays, names are unique and name their id, and a first read names
/// an id held once by the id alone.
@Suite("SessionReference (generated refreshes)")
struct SessionReferencePropertyTests {
  /// One event of the generated pool.
  private struct Event {
    let key: Int
    let id: Int
    let guid: String?
    /// Minutes after midnight when it has not moved.
    let start: Int
  }

  /// One event as one version of the programme holds it.
  private struct Held {
    let event: Event
    let start: Int

    /// What the feed says it is: its guid in any case, else its id and start.
    var identity: String {
      event.guid.map { "guid:" + $0.lowercased() } ?? "id:\(event.id)@\(start)"
    }

    var json: String {
      let guid = event.guid.map { #""guid": "\#($0)", "# } ?? ""
      let time = String(format: "%02d:%02d", start / 60, start % 60)
      return #"{"id": \#(event.id), \#(guid)"start": "\#(time)", "duration": "00:10", "#
        + #""title": "E\#(event.key)"}"#
    }
  }

  @Test("a session keeps its name while its identity stays; names are unique and name their id")
  func namesFollowIdentities() throws {
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed)
      let pool = (0..<(3 + random.below(8))).map { key in
        Event(
          key: key, id: 1 + random.below(4),
          guid: random.below(2) == 0 ? nil : (random.below(2) == 0 ? "g-\(key)" : "G-\(key)"),
          start: 8 * 60 + key * 60)
      }
      var names = SessionNames()
      var previous: [String: String] = [:]  // identity → name
      for version in 0..<5 {
        let held = pool.compactMap { event -> Held? in
          guard random.below(10) < 7 else { return nil }
          return Held(event: event, start: event.start + (random.below(5) == 0 ? 15 : 0))
        }
        guard !held.isEmpty else { continue }
        let feed = MinimalFeeds.json(events: held.map(\.json).joined(separator: ","))
        let read = try ProgrammeFeedReader().programme(
          from: Data(feed.utf8), timeZone: "UTC", names: &names)
        let sessions = read.timetables.flatMap(\.sessions)
        let context = "seed \(seed), version \(version)"
        #expect(sessions.count == held.count, "\(context): \(read.warnings)")
        #expect(Set(sessions.map(\.id)).count == sessions.count, "\(context): a name twice")
        let nameByTitle = Dictionary(
          sessions.map { ($0.title, $0.id) }, uniquingKeysWith: { first, _ in first })
        var current: [String: String] = [:]
        for item in held {
          guard let name = nameByTitle["E\(item.event.key)"] else {
            Issue.record("\(context): E\(item.event.key) is missing")
            continue
          }
          current[item.identity] = name
          let id = String(item.event.id)
          let isOccurrenceName =
            name.hasPrefix(id + "@")
            && (6...13).contains(name.count - id.count - 1)
            && name.dropFirst(id.count + 1).allSatisfy { $0.isLowercase || $0.isNumber }
          #expect(name == id || isOccurrenceName, "\(context): \(name) for id \(id)")
          if let earlier = previous[item.identity] {
            #expect(name == earlier, "\(context): E\(item.event.key) renamed \(earlier) → \(name)")
          }
          if version == 0 || previous.isEmpty {
            let heldOnce = held.count { $0.event.id == item.event.id } == 1
            #expect((name == id) == heldOnce, "\(context): first read named \(name)")
          }
        }
        previous = current
      }
    }
  }
}
