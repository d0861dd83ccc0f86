import Domain
import Synchronization
import Testing

@MainActor
struct CompleteCommandTests {
  private func makeHarness() -> Harness {
    var harness = Harness()
    let dayOne = Fixtures.timetable()
    harness.savedProgramme = { [dayOne] }
    return harness
  }

  @Test(arguments: [
    ("days", "1\n"),
    ("tracks", "Architecture\nConcurrency\nUI\n"),
    ("rooms", "Hall A\n"),
    (
      "sessions",
      "101\tModularising a 200k-line app, one package at a time, without stopping\n"
        + "102\tLayouts that breathe\n103\t並行性を安全に: Swift 6 への移行\n"
    ),
  ])
  func listsTheSavedProgrammesValuesOnePerLine(kind: String, output: String) async {
    let result = await makeHarness().run("__complete", kind)

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test("zones: UTC first, then the system's IANA names in order, without the saved programme")
  func listsTimeZoneNames() async {
    var harness = Harness()
    harness.savedProgramme = {
      Issue.record("zones read the saved programme")
      return []
    }

    let result = await harness.run("__complete", "zones")
    let names = result.standardOutput.split(separator: "\n").map(String.init)

    #expect(result.exitCode == 0)
    #expect(names.first == "UTC")
    #expect(names.contains("Europe/Paris") && names.contains("Asia/Tokyo"))
    #expect(Array(names.dropFirst()) == names.dropFirst().sorted())
    #expect(names.count { $0 == "UTC" } == 1)
  }

  @Test
  func printsNothingWhenNothingIsSaved() async {
    var harness = Harness()
    harness.savedProgramme = { [] }

    let result = await harness.run("__complete", "sessions")

    #expect(result == RunResult(exitCode: 0, standardOutput: "", standardError: ""))
  }

  @Test
  func keepsAValueOnOneLine() async {
    var harness = Harness()
    let odd = Fixtures.timetable(sessions: [
      Fixtures.session("1\n2", track: "A\tB", title: "Line\nbreak")
    ])
    harness.savedProgramme = { [odd] }

    let tracks = await harness.run("__complete", "tracks")
    let sessions = await harness.run("__complete", "sessions")

    #expect(tracks.standardOutput == "A B\n")
    #expect(sessions.standardOutput == "1 2\tLine break\n")
  }

  @Test
  func refusesAnUnknownKindAndIsNotListedInHelp() async {
    let result = await Harness().run("__complete", "speakers")
    let help = await Harness().run("--help")

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value 'speakers' for '<kind>': give days, tracks, rooms, sessions or zones\n"
      ))
    #expect(!help.standardOutput.contains("__complete"))
  }

  @Test
  func answersWithoutTheBackgroundWorkOtherCommandsDo() async {
    let work = Mutex<[String]>([])
    var harness = makeHarness()
    harness.beforeCommand = { work.withLock { $0.append("send queued changes") } }
    harness.finish = { work.withLock { $0.append("upload analytics") } }

    #expect(await harness.run("__complete", "tracks").exitCode == 0)
    #expect(work.withLock { $0 } == [])
    harness.getTimetable = { _ in Fixtures.timetable() }
    harness.getConferenceMoment = {
      ConferenceMoment(instant: $0, phase: .during, timetable: Fixtures.timetable())
    }
    #expect(await harness.run("timetable").exitCode == 0)
    #expect(work.withLock { $0 } == ["send queued changes", "upload analytics"])
  }
}
