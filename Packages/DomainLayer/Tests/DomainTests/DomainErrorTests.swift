import Domain
import Foundation
import Testing

struct DomainErrorTests {
  /// Every case of every domain error, wrapped ones included.
  static let everyError: [any DomainError] = [
    ConnectivityError.offline,
    ConnectivityError.unavailable(reason: "HTTP 503 unavailable: maintenance"),
    ConnectivityError.incompatible(reason: "unexpected response: no field 'day'"),
    ConnectivityError.cancelled,
    StorageError.failed(reason: "disk full"),
    TimetableError.dayNotFound(day: 9, days: []),
    TimetableError.sessionNotFound("999"),
    TimetableError.emptyQuery,
    TimetableError.connectivity(.offline),
    TimetableError.connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
    TimetableError.connectivity(.incompatible(reason: "unexpected response: no field 'day'")),
    TimetableError.connectivity(.cancelled),
    TimetableError.storage(.failed(reason: "disk full")),
    AccountError.notLoggedIn,
    AccountError.expired,
    AccountError.invalidCredentials,
    AccountError.credentialsRefused(reason: "The credential file is damaged; run: conf login"),
    AccountError.connectivity(.offline),
    AccountError.connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
    AccountError.connectivity(.incompatible(reason: "unexpected response: no field 'id'")),
    AccountError.connectivity(.cancelled),
    AccountError.storage(.failed(reason: "disk full")),
    ProfileError.invalidPhoneNumber(reason: "it has 2 digits"),
    ProfileError.onboardingAlreadyComplete,
    ProfileError.account(.notLoggedIn),
    ProfileError.account(.expired),
    ProfileError.account(.invalidCredentials),
    ProfileError.account(.credentialsRefused(reason: "The credential file is damaged")),
    ProfileError.connectivity(.offline),
    ProfileError.connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
    ProfileError.connectivity(.incompatible(reason: "unexpected response: no field 'id'")),
    ProfileError.connectivity(.cancelled),
    ProfileError.storage(.failed(reason: "disk full")),
    BookmarkError.sessionNotFound("999"),
    BookmarkError.account(.expired),
    BookmarkError.connectivity(.offline),
    BookmarkError.storage(.failed(reason: "disk full")),
    TicketError.alreadyOwned,
    TicketError.soldOut(.supporter),
    TicketError.salesClosed,
    TicketError.alreadyCheckedIn,
    TicketError.checkInNotOpen(opensAt: Date(timeIntervalSince1970: 1_804_604_400)),
    TicketError.checkInNotOpen(opensAt: nil),
    TicketError.ticketNotFound(Ticket.ID(rawValue: "T-0009")),
    TicketError.account(.notLoggedIn),
    TicketError.connectivity(.unavailable(reason: "HTTP 500 internal: boom")),
    TicketError.storage(.failed(reason: "disk full")),
  ]

  @Test(arguments: everyError)
  func canRetryExactlyWhenTheRecoveryIsRetry(error: any DomainError) {
    #expect(error.canRetry == (error.recovery == .retry))
  }

  @Test(arguments: everyError)
  func suggestsTryingAgainOnlyWhenThatCanWork(error: any DomainError) {
    if error.recovery != .retry {
      #expect(!error.recoverySuggestion.lowercased().contains("try again"))
    }
  }

  @Test(arguments: everyError)
  func isWordedAsOneLineAndOneSentence(error: any DomainError) {
    #expect(!error.description.isEmpty)
    #expect(!error.description.hasSuffix("."))
    #expect(!error.description.contains("\n"))
    #expect(error.recoverySuggestion.hasSuffix("."))
  }

  @Test(arguments: everyError)
  func hasASnakeCaseAnalyticsNameWithoutDetails(error: any DomainError) {
    let name = error.analyticsName
    #expect(!name.isEmpty)
    #expect(name.allSatisfy { $0 == "_" || ($0.isASCII && $0.isLowercase) })
  }
}
