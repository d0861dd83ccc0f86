import Foundation
import Testing

/// What is on today, now and next, and search without the backend, through the built binary
/// on the embedded backend (whose days are 2027-03-10 to 12 in Tokyo).
@Suite("conf now, next, today's timetable and offline search")
struct ConferenceDayEndToEndTests {
  private func object(_ json: String) async throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  private func ids(_ json: String) async throws -> [String] {
    let sessions = try await #require(try object(json)["sessions"] as? [[String: Any]])
    return sessions.compactMap { $0["id"] as? String }
  }

  @Test("CONF_NOW on day 2: timetable shows day 2 and now the sessions under way")
  func dayTwo() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-11T10:15:00+09:00"])
    defer { conf.cleanUp() }

    let timetable = try await conf.run(["timetable"])
    #expect(timetable.status == 0)
    #expect(timetable.stderr == "")
    #expect(timetable.stdout.hasPrefix("Day 2, 2027-03-11 (Asia/Tokyo, UTC+09:00)\n"))
    let marked = timetable.stdout.split(separator: "\n").filter { $0.hasPrefix("▶") }
    #expect(
      marked.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] } == [
        "201", "202", "203", "204",
      ])

    let now = try await conf.run(["now"])
    #expect(now.status == 0)
    #expect(now.stdout.hasPrefix("Now: 10:15, day 2, 2027-03-11 (Asia/Tokyo, UTC+09:00)\n"))
    #expect(now.stdout.contains("10:00-10:40  25 min  201"))
    let nowJSON = try await conf.run(["now", "--json"])
    await #expect(try ids(nowJSON.stdout) == ["201", "202", "203", "204"])
    await #expect(try object(nowJSON.stdout)["phase"] as? String == "during")

    let next = try await conf.run(["next", "--json"])
    await #expect(try ids(next.stdout) == ["205", "206", "207", "208"])
    await #expect(try object(next.stdout)["minutes_until_start"] as? Int == 35)
  }

  @Test(
    "outside the conference days now and next say when it starts or that it ended",
    arguments: [
      ("2027-03-07T12:00:00+09:00", "The conference starts on 2027-03-10, in 3 days.\n", "Day 1"),
      ("2027-03-20T12:00:00+09:00", "The conference ended on 2027-03-12.\n", "Day 3"),
    ])
  func outsideTheConference(now: String, sentence: String, shownDay: String) async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": now])
    defer { conf.cleanUp() }

    let result = try await conf.run(["now"])
    #expect(result == ConfResult(status: 0, stdout: sentence, stderr: ""))
    let next = try await conf.run(["next"])
    #expect(next.status == 0)
    #expect(next.stdout.hasPrefix(sentence))
    let timetable = try await conf.run(["timetable"])
    #expect(timetable.stdout.hasPrefix(shownDay + ", "))
    #expect(!timetable.stdout.contains("▶"))
  }

  @Test("--all gives every day, --room and --speaker filter loosely")
  func severalDaysAndFilters() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }

    let all = try await conf.run(["timetable", "--all", "--json"])
    #expect(all.status == 0)
    let days = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    #expect(days.compactMap { $0["day"] as? Int } == [1, 2, 3])

    let room = try await conf.run(["timetable", "--day", "2", "--room", "room d", "--json"])
    let roomIDs = try await ids(room.stdout)
    #expect(!roomIDs.isEmpty)
    await #expect(try object(room.stdout)["room"] as? String == "Room D")

    let speaker = try await conf.run(["timetable", "--all", "--speaker", "chloe"])
    #expect(speaker.status == 0)
    #expect(speaker.stdout.contains("Day 1, 2027-03-10, speaker 'chloe'"))

    let unknown = try await conf.run(["timetable", "--day", "1", "--room", "Hal A"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("Error: day 1 has no room 'Hal A'. Did you mean 'Hall A'?"))
  }

  @Test("search matches accents and full-width letters loosely and takes several words")
  func looseSearch() async throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }

    let chloe = try await conf.run(["search", "chloe", "--json"])
    await #expect(try ids(chloe.stdout) == ["123", "203", "226", "310", "323"])
    let wide = try await conf.run(["search", "ＳｗｉｆｔＵＩ", "--json"])
    let plain = try await conf.run(["search", "swiftui", "--json"])
    await #expect(try ids(wide.stdout) == (try ids(plain.stdout)))
    let emily = try await conf.run(["search", "Emily", "Chen"])
    #expect(emily.status == 0)
    #expect(emily.stdout.hasPrefix("3 sessions match 'Emily Chen' (UTC+09:00):"))
    #expect(emily.stdout.contains("speaker"))
  }

  @Test("search works with the backend unreachable after one online run, on the same cache")
  func offlineSearch() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }

    let online = try await conf.run(["search", "actor", "--json"])
    #expect(online.status == 0)
    #expect(online.stderr == "")
    let cache = conf.home.appendingPathComponent("cache.sqlite")
    #expect(FileManager.default.fileExists(atPath: cache.path))

    // Port 9 (discard) on loopback is closed here: the connection is refused at once.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let offline = try await conf.run(["search", "actor", "--json"])
    #expect(offline.status == 0)
    await #expect(try ids(offline.stdout) == (try ids(online.stdout)))
    await #expect(try object(offline.stdout)["source"] as? String == "cache")
    #expect(
      offline.stderr.hasPrefix(
        "Warning: the backend could not be reached; showing matches in the copies of days 1, 2 "
          + "and 3 saved at "))

    let text = try await conf.run(["search", "Chloé", "Dubois"])
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("5 sessions match 'Chloé Dubois' (Asia/Tokyo, UTC+09:00):"))

    let timetable = try await conf.run(["timetable", "--day", "3"])
    #expect(timetable.status == 0)
    #expect(
      timetable.stderr.hasPrefix("Warning: the backend could not be reached; showing the copy"))
  }

  @Test("with nothing saved, search offline still fails with 69")
  func offlineSearchWithNothingSaved() async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_SERVER": "http://127.0.0.1:9"])
    defer { conf.cleanUp() }

    let result = try await conf.run(["search", "actor"])
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("Error: the conference backend cannot be reached"))
  }
}

extension ConferenceDayEndToEndTests {
  @Test("CONF_TZ and --tz show the times in another zone; an unknown one names its source")
  func otherTimeZones() async throws {
    let conf = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-11T10:15:00+09:00", "CONF_TZ": "Europe/Paris",
    ])
    defer { conf.cleanUp() }

    let now = try await conf.run(["now"])
    #expect(now.status == 0)
    #expect(
      now.stdout.hasPrefix("Now: 02:15, day 2, 2027-03-11 (times in Europe/Paris, UTC+01:00;"))
    #expect(now.stdout.contains("02:00-02:40  25 min  201"))
    let london = try await conf.run(["timetable", "--tz", "europe/london", "--track", "testing"])
    #expect(london.stdout.contains("01:00-01:40  204"))

    let flag = try await conf.run(["now", "--tz", "Europe/Pari"])
    #expect(flag.status == 64)
    #expect(flag.stderr.contains("Did you mean 'Europe/Paris'?"))
    var broken = conf
    broken.environment["CONF_TZ"] = "Europe/Pari"
    let variable = try await broken.run(["now"])
    #expect(variable.status == 78)
    #expect(variable.stderr.hasPrefix("Error: CONF_TZ=Europe/Pari is not valid"))
  }
}
