import CommandLineInterface
import Domain
import Foundation
import Synchronization
import Testing
import UseCaseTestSupport
import ViewModel

/// Every command declares what its conference must offer (`CommandConfiguration.requires`): on
/// a conference that offers nothing besides its programme, each example of every command either
/// is refused before it runs, or calls no use case that needs accounts or tickets and never
/// asks the person to log in (exit 77). A command that needs a capability and does not declare
/// it fails here.
@Suite("Commands declare the capabilities they need")
struct CommandCapabilityTests {
  /// The use cases that only a source with accounts, or tickets, can answer.
  private static let needing: [String: ConferenceCapabilities] = [
    "restoreLogin": .accounts, "logIn": .accounts, "logOut": .accounts,
    "getLoginStatus": .accounts, "getProfile": .accounts, "changePhoneNumber": .accounts,
    "completeOnboardingStep": .accounts, "getTickets": .tickets, "purchaseTicket": .tickets,
    "checkIn": .tickets,
  ]

  /// The names of the use cases called, in order.
  private final class Calls: Sendable {
    private let names = Mutex<[String]>([])
    var all: [String] { names.withLock { $0 } }
    func record(_ name: String) { names.withLock { $0.append(name) } }
  }

  /// A harness on a conference offering `capabilities`, every use case recording its call in
  /// `calls` and failing as a backend that cannot be reached would.
  private static func harness(offering capabilities: ConferenceCapabilities, calls: Calls)
    -> Harness
  {
    var harness = Harness()
    harness.capabilities = capabilities
    let offline = ConnectivityError.offline
    harness.getTimetable = { _ throws(TimetableError) in
      calls.record("getTimetable")
      throw .connectivity(offline)
    }
    harness.getConferenceMoment = { _ throws(TimetableError) in
      calls.record("getConferenceMoment")
      throw .connectivity(offline)
    }
    harness.getNextSlot = { _ throws(TimetableError) in
      calls.record("getNextSlot")
      throw .connectivity(offline)
    }
    harness.getSession = { _ throws(TimetableError) in
      calls.record("getSession")
      throw .connectivity(offline)
    }
    harness.searchSessions = { _ throws(TimetableError) in
      calls.record("searchSessions")
      throw .connectivity(offline)
    }
    harness.restoreSession = { () throws(AppError) in
      calls.record("restoreLogin")
      throw .connectivity(offline)
    }
    harness.logIn = { _, _ throws(AccountError) in
      calls.record("logIn")
      throw .connectivity(offline)
    }
    harness.logOut = { () throws(AccountError) in
      calls.record("logOut")
      throw .connectivity(offline)
    }
    harness.getLoginStatus = { () throws(AccountError) in
      calls.record("getLoginStatus")
      throw .connectivity(offline)
    }
    harness.getProfile = { () throws(ProfileError) in
      calls.record("getProfile")
      throw .connectivity(offline)
    }
    harness.changePhoneNumber = { _ throws(ProfileError) in
      calls.record("changePhoneNumber")
      throw .connectivity(offline)
    }
    harness.completeOnboardingStep = { _ throws(ProfileError) in
      calls.record("completeOnboardingStep")
      throw .connectivity(offline)
    }
    harness.getBookmarks = { () throws(BookmarkError) in
      calls.record("getBookmarks")
      throw .connectivity(offline)
    }
    harness.addBookmark = { _ throws(BookmarkError) in
      calls.record("addBookmark")
      throw .connectivity(offline)
    }
    harness.removeBookmark = { _ throws(BookmarkError) in
      calls.record("removeBookmark")
      throw .connectivity(offline)
    }
    harness.getMySchedule = { () throws(BookmarkError) in
      calls.record("getMySchedule")
      throw .connectivity(offline)
    }
    harness.getTickets = { () throws(TicketError) in
      calls.record("getTickets")
      throw .connectivity(offline)
    }
    harness.purchaseTicket = { _ throws(TicketError) in
      calls.record("purchaseTicket")
      throw .connectivity(offline)
    }
    harness.checkIn = { _ throws(TicketError) in
      calls.record("checkIn")
      throw .connectivity(offline)
    }
    harness.savedProgramme = {
      calls.record("getSavedProgramme")
      return []
    }
    harness.getProgrammeChanges = { _ throws(TimetableError) in
      calls.record("getProgrammeChanges")
      throw .connectivity(offline)
    }
    harness.listConferences = { () throws(ConferenceError) in
      calls.record("listConferences")
      throw .connectivity(offline)
    }
    harness.addConference = { _, _, _ throws(ConferenceError) in
      calls.record("addConference")
      throw .connectivity(offline)
    }
    harness.useConference = { _ throws(ConferenceError) in
      calls.record("useConference")
      throw .connectivity(offline)
    }
    harness.refreshConference = { _ throws(ConferenceError) in
      calls.record("refreshConference")
      throw .connectivity(offline)
    }
    harness.removeConference = { _ throws(ConferenceError) in
      calls.record("removeConference")
      throw .connectivity(offline)
    }
    harness.launchApp = { _, _ in
      calls.record("launchApp")
      return nil
    }
    return harness
  }

  /// `example`'s arguments after `conf`, its quotes read as a shell would, up to a redirection.
  private static func arguments(of example: String) -> [String] {
    var arguments: [String] = []
    var current = ""
    var quote: Character?
    var hasWord = false
    for character in example {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        hasWord = true
      } else if character == " " {
        if hasWord { arguments.append(current) }
        current = ""
        hasWord = false
      } else if character == ">" || character == "|" {
        break
      } else {
        current.append(character)
        hasWord = true
      }
    }
    if hasWord { arguments.append(current) }
    return Array(arguments.drop { $0 != "conf" }.dropFirst())
  }

  @Test("on a conference with nothing but its programme, no command reaches accounts or tickets")
  @MainActor func everyExampleOnAProgrammeOnlyConference() async {
    let commandLine = Harness().makeCommandLine()
    let offered: ConferenceCapabilities = [.programmeChanges]
    for (name, _) in commandLine.exitCodesByCommand where name != "demo" {
      for example in commandLine.examples(ofCommandNamed: name) where !example.contains("\\(") {
        let calls = Calls()
        let result = await Self.harness(offering: offered, calls: calls).run(
          Self.arguments(of: example))
        let reached = calls.all.filter { !offered.isSuperset(of: Self.needing[$0] ?? []) }
        #expect(
          reached.isEmpty, "\(example) [\(name)] called \(reached) without declaring it needs them")
        // Asking to log in where there is no login is what a missing declaration looks like.
        #expect(result.exitCode != 77, "\(example) asks for a login on a conference without one")
        if result.exitCode == 78, result.standardError.contains("Test Conference has no") {
          #expect(calls.all.isEmpty, "\(example) was refused but ran \(calls.all)")
        }
      }
    }
  }

  @Test("a command that declares accounts is refused on a conference without them, exit 78")
  func refusedInOneLine() async {
    let calls = Calls()
    let result = await Self.harness(offering: [.programmeChanges], calls: calls).run("profile")
    #expect(
      result
        == RunResult(
          exitCode: 78, standardOutput: "",
          standardError: "Error: Test Conference has no accounts\n"
        ))
    #expect(calls.all.isEmpty)
  }
}
