import Foundation
import Testing

/// What is on today, now and next, and search without the backend, through the built binary
/// on the embedded backend (whose days are 2027-03-10 to 12 in Tokyo).
@Suite("conf now, next, today's timetable and offline search")
struct ConferenceDayEndToEndTests {
  private func object(_ json: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  private func ids(_ json: String) throws -> [String] {
    let sessions = try #require(try object(json)["sessions"] as? [[String: Any]])
    return sessions.compactMap { $0["id"] as? String }
  }

  @Test("CONF_NOW on day 2: timetable shows day 2 and now the sessions under way")
  func dayTwo() throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-11T10:15:00+09:00"])
    defer { conf.cleanUp() }

    let timetable = try conf.run(["timetable"])
    #expect(timetable.status == 0)
    #expect(timetable.stderr == "")
    #expect(timetable.stdout.hasPrefix("Day 2, 2027-03-11 (Asia/Tokyo, UTC+09:00)\n"))
    let marked = timetable.stdout.split(separator: "\n").filter { $0.hasPrefix("▶") }
    #expect(
      marked.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] } == [
        "201", "202", "203", "204",
      ])

    let now = try conf.run(["now"])
    #expect(now.status == 0)
    #expect(now.stdout.hasPrefix("Now: 10:15, day 2, 2027-03-11 (Asia/Tokyo, UTC+09:00)\n"))
    #expect(now.stdout.contains("10:00-10:40  25 min  201"))
    let nowJSON = try conf.run(["now", "--json"])
    #expect(try ids(nowJSON.stdout) == ["201", "202", "203", "204"])
    #expect(try object(nowJSON.stdout)["phase"] as? String == "during")

    let next = try conf.run(["next", "--json"])
    #expect(try ids(next.stdout) == ["205", "206", "207", "208"])
    #expect(try object(next.stdout)["minutes_until_start"] as? Int == 35)
  }

  @Test(
    "outside the conference days now and next say when it starts or that it ended",
    arguments: [
      ("2027-03-07T12:00:00+09:00", "The conference starts on 2027-03-10, in 3 days.\n", "Day 1"),
      ("2027-03-20T12:00:00+09:00", "The conference ended on 2027-03-12.\n", "Day 3"),
    ])
  func outsideTheConference(now: String, sentence: String, shownDay: String) throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": now])
    defer { conf.cleanUp() }

    let result = try conf.run(["now"])
    #expect(result == ConfResult(status: 0, stdout: sentence, stderr: ""))
    let next = try conf.run(["next"])
    #expect(next.status == 0)
    #expect(next.stdout.hasPrefix(sentence))
    let timetable = try conf.run(["timetable"])
    #expect(timetable.stdout.hasPrefix(shownDay + ", "))
    #expect(!timetable.stdout.contains("▶"))
  }

  @Test("--all gives every day, --room and --speaker filter loosely")
  func severalDaysAndFilters() throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }

    let all = try conf.run(["timetable", "--all", "--json"])
    #expect(all.status == 0)
    let days = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    #expect(days.compactMap { $0["day"] as? Int } == [1, 2, 3])

    let room = try conf.run(["timetable", "--day", "2", "--room", "room d", "--json"])
    let roomIDs = try ids(room.stdout)
    #expect(!roomIDs.isEmpty)
    #expect(try object(room.stdout)["room"] as? String == "Room D")

    let speaker = try conf.run(["timetable", "--all", "--speaker", "chloe"])
    #expect(speaker.status == 0)
    #expect(speaker.stdout.contains("Day 1, 2027-03-10, speaker 'chloe'"))

    let unknown = try conf.run(["timetable", "--day", "1", "--room", "Hal A"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("Error: day 1 has no room 'Hal A'. Did you mean 'Hall A'?"))
  }

  @Test("search matches accents and full-width letters loosely and takes several words")
  func looseSearch() throws {
    let conf = try ConfRunner()
    defer { conf.cleanUp() }

    let chloe = try conf.run(["search", "chloe", "--json"])
    #expect(try ids(chloe.stdout) == ["123", "203", "226", "310", "323"])
    let wide = try conf.run(["search", "ＳｗｉｆｔＵＩ", "--json"])
    let plain = try conf.run(["search", "swiftui", "--json"])
    #expect(try ids(wide.stdout) == (try ids(plain.stdout)))
    let emily = try conf.run(["search", "Emily", "Chen"])
    #expect(emily.status == 0)
    #expect(emily.stdout.hasPrefix("3 sessions match 'Emily Chen' (UTC+09:00):"))
    #expect(emily.stdout.contains("speaker"))
  }

  @Test("search works with the backend unreachable after one online run, on the same cache")
  func offlineSearch() throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }

    let online = try conf.run(["search", "actor", "--json"])
    #expect(online.status == 0)
    #expect(online.stderr == "")
    let cache = conf.home.appendingPathComponent("cache.sqlite")
    #expect(FileManager.default.fileExists(atPath: cache.path))

    // Port 9 (discard) on loopback is closed here: the connection is refused at once.
    conf.environment["CONF_SERVER"] = "http://127.0.0.1:9"
    let offline = try conf.run(["search", "actor", "--json"])
    #expect(offline.status == 0)
    #expect(try ids(offline.stdout) == (try ids(online.stdout)))
    #expect(try object(offline.stdout)["source"] as? String == "cache")
    #expect(
      offline.stderr.hasPrefix(
        "Warning: the backend could not be reached; showing matches in the copies of days 1, 2 "
          + "and 3 saved at "))

    let text = try conf.run(["search", "Chloé", "Dubois"])
    #expect(text.status == 0)
    #expect(text.stdout.hasPrefix("5 sessions match 'Chloé Dubois' (Asia/Tokyo, UTC+09:00):"))

    let timetable = try conf.run(["timetable", "--day", "3"])
    #expect(timetable.status == 0)
    #expect(
      timetable.stderr.hasPrefix("Warning: the backend could not be reached; showing the copy"))
  }

  @Test("with nothing saved, search offline still fails with 69")
  func offlineSearchWithNothingSaved() throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_SERVER": "http://127.0.0.1:9"])
    defer { conf.cleanUp() }

    let result = try conf.run(["search", "actor"])
    #expect(result.status == 69)
    #expect(result.stderr.hasPrefix("Error: the conference backend cannot be reached"))
  }
}

extension ConferenceDayEndToEndTests {
  @Test("CONF_TZ and --tz show the times in another zone; an unknown one names its source")
  func otherTimeZones() throws {
    let conf = try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2027-03-11T10:15:00+09:00", "CONF_TZ": "Europe/Paris",
    ])
    defer { conf.cleanUp() }

    let now = try conf.run(["now"])
    #expect(now.status == 0)
    #expect(
      now.stdout.hasPrefix("Now: 02:15, day 2, 2027-03-11 (times in Europe/Paris, UTC+01:00;"))
    #expect(now.stdout.contains("02:00-02:40  25 min  201"))
    let london = try conf.run(["timetable", "--tz", "europe/london", "--track", "testing"])
    #expect(london.stdout.contains("01:00-01:40  204"))

    let flag = try conf.run(["now", "--tz", "Europe/Pari"])
    #expect(flag.status == 64)
    #expect(flag.stderr.contains("Did you mean 'Europe/Paris'?"))
    var broken = conf
    broken.environment["CONF_TZ"] = "Europe/Pari"
    let variable = try broken.run(["now"])
    #expect(variable.status == 78)
    #expect(variable.stderr.hasPrefix("Error: CONF_TZ=Europe/Pari is not valid"))
  }
}
