import Domain
import Foundation
import Synchronization
import Testing

@MainActor
struct ChangesCommandTests {
  nonisolated private static func session(_ id: String, room: String, at start: Date)
    -> Session
  {
    Session(
      id: Session.ID(rawValue: id), title: "Talk \(id)", abstract: "", day: .first,
      startsAt: start, endsAt: start.addingTimeInterval(1_500), timeZone: Fixtures.tokyo,
      track: Track(name: "Go"), room: room, level: nil, language: "en", speakers: [])
  }

  @Test
  func listsEachChangeBookmarkedFirstAndMarksTheProgrammeSeen() async {
    var harness = Harness()
    let start = Fixtures.now
    let before = Self.session("102", room: "Hall A", at: start)
    let after = Self.session("102", room: "Hall B", at: start)
    let marks = Marks()
    harness.getProgrammeChanges = { marking in
      marks.record(marking)
      return ProgrammeChanges(
        changes: [
          ProgrammeChange(
            session: Self.session("202", room: "Hall A", at: start), kind: .removed,
            isBookmarked: true),
          ProgrammeChange(
            session: after,
            kind: .moved(
              from: ProgrammeChange.Placement(of: before),
              to: ProgrammeChange.Placement(of: after)), isBookmarked: false),
        ], since: start.addingTimeInterval(-7_200))
    }

    let result = await harness.run("changes")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == """
        Changes since you last looked (2 hours ago):
        ★ 202  Talk 202 — removed
          102  Talk 102 — moved: day 1 12:00 Hall A → day 1 12:00 Hall B

        """)
    #expect(marks.values == [true])
  }

  @Test
  func theFirstLookHasNothingToCompareWith() async {
    var harness = Harness()
    harness.getProgrammeChanges = { _ in ProgrammeChanges(changes: [], since: nil) }
    let result = await harness.run("changes", "--json")
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "{\n  \"changes\": [],\n  \"saved_at\": null,\n  \"since\": null,\n  \"source\": "
        + "\"network\"\n}\n")
  }

  @Test("changes in a saved copy say which website failed, in text and --json")
  func aSavedCopySaysWhy() async {
    var harness = Harness()
    let because = ConnectivityError(.offline, at: .website(host: "fosdem.org"))
    harness.getProgrammeChanges = { _ in
      ProgrammeChanges(
        changes: [], since: Fixtures.now.addingTimeInterval(-7_200),
        freshness: .cached(savedAt: Fixtures.now.addingTimeInterval(-3_600), because: because))
    }

    let text = await harness.run("changes")
    let json = await harness.run("changes", "--json")

    #expect(text.exitCode == 0)
    #expect(text.standardOutput == "No changes since you last looked (2 hours ago).\n")
    #expect(
      text.standardError.hasPrefix(
        "Warning: fosdem.org cannot be reached; showing the changes in the programme saved at "))
    #expect(text.standardError.hasSuffix(", 1 hour ago.\n"))
    #expect(json.standardOutput.contains(#""source": "cache""#))
    #expect(json.standardOutput.contains(#""warning": "fosdem.org cannot be reached""#))
  }
}

/// What the fake was asked, in order.
private final class Marks: Sendable {
  private let recorded = Mutex<[Bool]>([])
  func record(_ value: Bool) { recorded.withLock { $0.append(value) } }
  var values: [Bool] { recorded.withLock { $0 } }
}

@MainActor
struct ChangesCommandTimeZoneTests {
  @Test
  func refusesAnUnknownZoneBeforeLoadingAnything() async {
    let result = await Harness().run("changes", "--tz", "Mars/Olympus_Mons")
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: "))
  }
}
