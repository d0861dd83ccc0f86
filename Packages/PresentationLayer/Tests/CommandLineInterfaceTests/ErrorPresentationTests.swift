import CommandLineInterface
import Domain
import Testing
import ViewModel

struct ErrorPresentationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let error: any DomainError
    let recovery: Recovery
    let message: String
    let hint: String
    let exitCode: Int32
    var testDescription: String { "\(type(of: error)).\(error.analyticsName)" }
  }

  nonisolated static let cases = [
    // .retry: 69, the suggestion as it is.
    Case(
      error: ConnectivityError.offline, recovery: .retry,
      message: "the conference backend cannot be reached",
      hint: "check the network connection and try again.", exitCode: 69),
    Case(
      error: TimetableError.connectivity(.offline), recovery: .retry,
      message: "the conference backend cannot be reached and no saved copy is available",
      hint:
        "check the network connection and try again; once loaded, the programme stays available "
        + "offline.",
      exitCode: 69),
    Case(
      error: AccountError.connectivity(.unavailable(reason: "HTTP 503")), recovery: .retry,
      message: "the conference backend failed: HTTP 503", hint: "try again in a few minutes.",
      exitCode: 69),
    Case(
      error: AppError.connectivity(.offline), recovery: .retry,
      message: "the conference backend cannot be reached, so the login could not be checked",
      hint: "check the network connection and try again.", exitCode: 69),
    // .logInAgain: 77, "log in" spelt as the command.
    Case(
      error: AccountError.notLoggedIn, recovery: .logInAgain, message: "you are not logged in",
      hint: "run: conf login", exitCode: 77),
    Case(
      error: AccountError.expired, recovery: .logInAgain, message: "your login expired",
      hint: "run: conf login", exitCode: 77),
    Case(
      error: ProfileError.account(.expired), recovery: .logInAgain,
      message: "your login expired", hint: "run: conf login", exitCode: 77),
    Case(
      error: AccountError.credentialsRefused(
        reason: "The login file is readable by others.\nRun: chmod 600 ~/.conf/login"),
      recovery: .logInAgain,
      message: "The login file is readable by others. Run: chmod 600 ~/.conf/login",
      hint: "do what the message says, then run: conf login", exitCode: 77),
    Case(
      error: AccountError.invalidCredentials, recovery: .logInAgain,
      message: "the email address or password is wrong",
      hint: "check the email address and password, then run: conf login", exitCode: 77),
    // .changeInput: 65.
    Case(
      error: TimetableError.sessionNotFound("999"), recovery: .changeInput,
      message: "no session with id '999'", hint: "search the programme to find the session's id.",
      exitCode: 65),
    Case(
      error: ProfileError.invalidPhoneNumber(reason: "the number is not in service"),
      recovery: .changeInput, message: "invalid phone number: the number is not in service",
      hint: "give a number such as 080-1234-5678, or +44 20 7946 0958 from abroad.", exitCode: 65),
    // .contactSupport: 69.
    Case(
      error: ConnectivityError.incompatible(reason: "the response is not JSON"),
      recovery: .contactSupport,
      message: "the conference backend cannot be used: the response is not JSON",
      hint: "check that CONF_SERVER points at a conference backend, or report the problem.",
      exitCode: 69),
    Case(
      error: StorageError.failed(reason: "disk full"), recovery: .contactSupport,
      message: "local storage failed: disk full",
      hint: "do what the message says; if it persists, report the problem.", exitCode: 69),
    Case(
      error: AppError.storage(.failed(reason: "the login file is damaged")),
      recovery: .contactSupport,
      message: "the login could not be checked: local storage failed: the login file is damaged",
      hint: "do what the message says; if it persists, report the problem.", exitCode: 69),
    // .freeSpace: 74.
    Case(
      error: AccountError.storage(
        .full(reason: "No space is left for /c/credentials, so conf could not save the login")),
      recovery: .freeSpace,
      message:
        "local storage is full: No space is left for /c/credentials, so conf could not save the "
        + "login",
      hint: "free some space on the disk, then do what the message says.", exitCode: 74),
    Case(
      error: ProfileError.storage(.full(reason: "no space")), recovery: .freeSpace,
      message: "local storage is full: no space",
      hint: "free some space on the disk, then do what the message says.", exitCode: 74),
    Case(
      error: AppError.storage(.full(reason: "no space")), recovery: .freeSpace,
      message: "the login could not be checked: local storage is full: no space",
      hint: "free some space on the disk, then do what the message says.", exitCode: 74),
    // .none: 65, or 130 for a cancelled request.
    Case(
      error: ProfileError.onboardingAlreadyComplete, recovery: .none,
      message: "onboarding is already complete", hint: "nothing is left to do.", exitCode: 65),
    Case(
      error: ConnectivityError.cancelled, recovery: .none, message: "the request was cancelled",
      hint: "nothing to do.", exitCode: 130),
    Case(
      error: TimetableError.connectivity(.cancelled), recovery: .none,
      message: "the request was cancelled", hint: "nothing to do.", exitCode: 130),
    Case(
      error: AppError.connectivity(.cancelled), recovery: .none,
      message: "the login could not be checked: the request was cancelled",
      hint: "nothing to do.", exitCode: 130),
  ]

  @Test(arguments: cases)
  func presentsEachErrorByItsRecovery(case: Case) {
    let presentation = ErrorPresentation(`case`.error)

    #expect(`case`.error.recovery == `case`.recovery)
    #expect(presentation.message == `case`.message)
    #expect(presentation.hint == `case`.hint)
    #expect(presentation.exitCode == `case`.exitCode)
  }

  @Test
  func theTableCoversEveryRecoveryAndCancellation() {
    let covered = Set(Self.cases.map(\.recovery.description))

    #expect(covered == Set(Recovery.allCases.map(\.description)))
    #expect(Self.cases.contains { $0.error.connectivity == .cancelled })
  }

  /// One of every case of every domain error the command line reports.
  nonisolated static let everyError: [any DomainError] = [
    ConnectivityError.offline, ConnectivityError.unavailable(reason: "HTTP 500"),
    ConnectivityError.incompatible(reason: "HTML"), ConnectivityError.cancelled,
    StorageError.failed(reason: "disk full"), StorageError.full(reason: "no space"),
    TimetableError.dayNotFound(day: 4, days: []), TimetableError.sessionNotFound("999"),
    TimetableError.emptyQuery, TimetableError.connectivity(.offline),
    TimetableError.connectivity(.unavailable(reason: "HTTP 500")),
    TimetableError.connectivity(.incompatible(reason: "HTML")),
    TimetableError.connectivity(.cancelled), TimetableError.storage(.failed(reason: "disk full")),
    AccountError.notLoggedIn, AccountError.expired, AccountError.invalidCredentials,
    AccountError.credentialsRefused(reason: "damaged"), AccountError.connectivity(.offline),
    AccountError.connectivity(.unavailable(reason: "HTTP 500")),
    AccountError.connectivity(.incompatible(reason: "HTML")),
    AccountError.connectivity(.cancelled), AccountError.storage(.failed(reason: "disk full")),
    AccountError.storage(.full(reason: "no space")),
    ProfileError.invalidPhoneNumber(reason: "too short"), ProfileError.onboardingAlreadyComplete,
    ProfileError.account(.notLoggedIn), ProfileError.account(.expired),
    ProfileError.account(.invalidCredentials),
    ProfileError.account(.credentialsRefused(reason: "damaged")),
    ProfileError.connectivity(.offline), ProfileError.connectivity(.cancelled),
    ProfileError.storage(.failed(reason: "disk full")), ProfileError.storage(.full(reason: "x")),
    AppError.connectivity(.offline), AppError.connectivity(.unavailable(reason: "HTTP 500")),
    AppError.connectivity(.incompatible(reason: "HTML")), AppError.connectivity(.cancelled),
    AppError.storage(.failed(reason: "disk full")), AppError.storage(.full(reason: "no space")),
  ]

  @Test(arguments: everyError)
  func saysTryAgainOnlyWhenTryingAgainCanWork(error: any DomainError) {
    let hint = ErrorPresentation(error).hint

    #expect(hint.contains("try again") == (error.recovery == .retry), "\(hint)")
    #expect(hint.first?.isUppercase != true, "\(hint)")
    #expect(!hint.contains("log in again") && !hint.contains("log in to continue"), "\(hint)")
  }

  @Test
  func spellsLoggingInAsACommandThatWorksWithoutATerminal() {
    let presentation = ErrorPresentation(AccountError.expired, canPrompt: false)
    #expect(
      [presentation.message, presentation.hint, String(presentation.exitCode)] == [
        "your login expired", "run: conf login --email <address> --password-stdin", "77",
      ])
  }
}
