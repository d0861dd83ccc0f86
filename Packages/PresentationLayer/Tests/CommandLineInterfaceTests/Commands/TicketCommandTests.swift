import CommandLineInterface
import Domain
import Foundation
import Synchronization
import Testing
import UseCaseTestSupport

@Suite("conf tickets and conf ticket")
@MainActor
struct TicketCommandTests {
  private nonisolated static let ticket = Ticket(
    id: Ticket.ID(rawValue: "T-0001"), kind: .general,
    issuedAt: Date(timeIntervalSince1970: 1_804_550_400), checkedInAt: nil)

  private static func loggedIn() -> Harness {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    return harness
  }

  @Test("buy prints the ticket")
  func buy() async {
    var harness = Self.loggedIn()
    harness.purchaseTicket = { kind throws(TicketError) in
      #expect(kind == .general)
      return Self.ticket
    }
    #expect(
      await harness.run("ticket", "buy", "general")
        == RunResult(
          exitCode: 0, standardOutput: "Bought: T-0001  general  valid\n", standardError: ""))
  }

  @Test("buy and check-in print the ticket as JSON with --json")
  func json() async {
    var harness = Self.loggedIn()
    harness.purchaseTicket = { _ throws(TicketError) in Self.ticket }
    let expected = """
      {
        "checked_in_at": null,
        "id": "T-0001",
        "issued_at": "2027-03-09T00:00:00+00:00",
        "kind": "general",
        "status": "valid"
      }

      """
    #expect(
      await harness.run("ticket", "buy", "general", "--json")
        == RunResult(exitCode: 0, standardOutput: expected, standardError: ""))
    let checkedIn = Ticket(
      id: Self.ticket.id, kind: .general, issuedAt: Self.ticket.issuedAt,
      checkedInAt: Date(timeIntervalSince1970: 1_804_636_800))
    harness.checkIn = { _ throws(TicketError) in
      CheckInResult(ticket: checkedIn, wasAlreadyCheckedIn: false)
    }
    let output = await harness.run("ticket", "check-in", "T-0001", "--json").standardOutput
    #expect(output.contains(#""checked_in_at": "2027-03-10T00:00:00+00:00""#))
    #expect(output.contains(#""status": "checked_in""#))
  }

  @Test("check-in takes no id, any letter case, and a second one is exit 0 saying when")
  func checkInForPeople() async {
    var harness = Self.loggedIn()
    let asked = Mutex<[Ticket.ID?]>([])
    let checkedIn = Ticket(
      id: Self.ticket.id, kind: .general, issuedAt: Self.ticket.issuedAt,
      checkedInAt: Date(timeIntervalSince1970: 1_804_636_800))
    harness.checkIn = { id throws(TicketError) in
      asked.withLock { $0.append(id) }
      return CheckInResult(ticket: checkedIn, wasAlreadyCheckedIn: id != nil)
    }

    let first = await harness.run("ticket", "check-in")
    let again = await harness.run("ticket", "check-in", "t-0001")

    #expect(asked.withLock { $0 } == [nil, Ticket.ID(rawValue: "t-0001")])
    #expect(first.exitCode == 0)
    #expect(
      first.standardOutput
        == "Checked in: T-0001  general  checked in at 09:00 on 2027-03-10 (Asia/Tokyo, UTC+09:00)\n"
    )
    #expect(again.exitCode == 0)
    #expect(
      again.standardOutput
        == "Already checked in: T-0001  general  checked in at 09:00 on 2027-03-10 "
        + "(Asia/Tokyo, UTC+09:00)\n")
  }

  @Test("ticket times follow --tz, then CONF_TZ; UTC when the conference's zone is unknown")
  func ticketTimesInTheZoneAsked() async {
    var harness = Self.loggedIn()
    let checkedIn = Ticket(
      id: Self.ticket.id, kind: .general, issuedAt: Self.ticket.issuedAt,
      checkedInAt: Date(timeIntervalSince1970: 1_804_636_800))
    harness.getTickets = { () throws(TicketError) in TicketList(tickets: [checkedIn]) }
    harness.checkIn = { _ throws(TicketError) in
      CheckInResult(ticket: checkedIn, wasAlreadyCheckedIn: true)
    }

    let london = await harness.run("tickets", "--tz", "Europe/London")
    var inParis = harness
    inParis.environment["CONF_TZ"] = "Europe/Paris"
    let paris = await inParis.run("ticket", "check-in")
    harness.getConference = FakeGetConference { () throws(TimetableError) in
      throw .connectivity(.offline)
    }
    let unknown = await harness.run("tickets")
    let invalid = await harness.run("tickets", "--tz", "Mars/Olympus")

    #expect(
      london.standardOutput.hasPrefix(
        "T-0001  general  checked in at 00:00 on 2027-03-10 (Europe/London, UTC+00:00)"))
    #expect(
      paris.standardOutput.contains("checked in at 01:00 on 2027-03-10 (Europe/Paris, UTC+01:00)"))
    #expect(
      unknown.standardOutput.hasPrefix("T-0001  general  checked in at 00:00 on 2027-03-10 (UTC)"))
    #expect(invalid.exitCode == 64)
  }

  @Test(
    "the ticket errors say 'already' where they should, with the table's exit code",
    arguments: [
      (
        TicketError.alreadyOwned, Int32(65),
        "Error: you already have a ticket; there is one per person"
      ),
      (.alreadyCheckedIn, 65, "Error: this ticket is already checked in"),
      (.soldOut(.supporter), 65, "Error: supporter tickets are sold out"),
      (.salesClosed, 65, "Error: ticket sales are closed"),
      (.checkInNotOpen(opensAt: nil), 65, "Error: check-in is closed"),
      (
        .checkInNotOpen(opensAt: Date(timeIntervalSince1970: 1_804_604_400)), 69,
        "Error: check-in is not open yet; it opens at 00:00 on 2027-03-10 (Asia/Tokyo, UTC+09:00)"
      ),
      (.account(.expired), 77, "Error: your login expired"),
    ])
  func errors(error: TicketError, exitCode: Int32, firstLine: String) async {
    var harness = Self.loggedIn()
    harness.checkIn = { _ throws(TicketError) in throw error }
    let result = await harness.run("ticket", "check-in", "T-0001")
    #expect(result.exitCode == exitCode)
    #expect(result.standardError.hasPrefix(firstLine + "\n"))
    #expect(result.standardError.contains("try again") == (exitCode == 69))
  }

  @Test(
    "the hints name the command to run",
    arguments: [
      (TicketError.alreadyOwned, "Hint: Show it with: conf tickets"),
      (
        .soldOut(.supporter),
        "Hint: Pick another kind: conf ticket buy general or conf ticket buy student"
      ),
      (.noTicket, "Hint: Buy one with: conf ticket buy general"),
    ])
  func hintsNameTheCommand(error: TicketError, hint: String) async {
    var harness = Self.loggedIn()
    harness.purchaseTicket = { _ throws(TicketError) in throw error }
    let result = await harness.run("ticket", "buy", "supporter")
    #expect(result.standardError.hasSuffix(hint + "\n"), "\(result.standardError)")
  }

  @Test("an unknown kind is a usage error before anything is asked")
  func unknownKind() async {
    let result = await Harness().run("ticket", "buy", "vip")
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value 'vip' for '<kind>': a ticket is one of general"))
  }

  @Test("tickets lists them, and as JSON")
  func list() async {
    var harness = Self.loggedIn()
    harness.getTickets = { () throws(TicketError) in TicketList(tickets: [Self.ticket]) }
    #expect(await harness.run("tickets").standardOutput == "T-0001  general  valid  Ada Lovelace\n")
    let json = await harness.run("tickets", "--json").standardOutput
    #expect(json.contains(#""id": "T-0001""#))
    #expect(json.contains(#""source": "network""#))
  }

  @Test("offline, the tickets as last fetched are shown with when, for the door")
  func offline() async {
    var harness = Self.loggedIn()
    let savedAt = Date(timeIntervalSince1970: 1_804_636_800)
    harness.getTickets = { () throws(TicketError) in
      TicketList(tickets: [Self.ticket], savedAt: savedAt)
    }
    let result = await harness.run("tickets")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "T-0001  general  valid  Ada Lovelace\n")
    #expect(
      result.standardError.hasPrefix(
        "Warning: the backend could not be reached; showing your tickets saved at "))
    #expect(await harness.run("tickets", "-j").standardOutput.contains(#""source": "cache""#))
  }
}
