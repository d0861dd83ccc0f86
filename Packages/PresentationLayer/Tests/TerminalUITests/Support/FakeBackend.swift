import Domain
import Foundation

/// What the use-case fakes of a screen test share: the stored login, the bookmarks, and whether
/// the backend now says the login expired. Main-actor isolated, like the fakes' answers.
@MainActor
final class FakeBackend {
  /// The password that logs Ada in; any other is refused.
  static let password = "analytical-engine"

  /// What `RestoreLogin` answers at launch.
  var restored: RestoredLogin = .loggedOut
  /// Whether calls that need a login fail with `.expired` (the session ran out mid-use).
  var isSessionExpired = false
  /// When the timetable's days were saved: the backend cannot be reached (the login cannot be
  /// checked either) and the saved copy answers; `nil` for a backend that answers.
  var timetableSavedAt: Date?
  /// The rooms' order the programme gives each day (none, unless a test chooses one).
  var roomOrder: [String] = []
  /// The logged-in person's tickets.
  var tickets: [Ticket] = []
  /// The reminder lead time kept on this device (off, unless a test chooses one).
  var reminderLead = ReminderLeadTime.off
  /// The bookmarked sessions of the logged-in person.
  var bookmarks: [Session.ID] = []
  /// The day the clock is on (the first, unless a test moves it).
  var today: ConferenceDay = .first
  /// Whether the conference has accounts; without, bookmarks need no login (a published
  /// programme's, kept on this device).
  var hasAccounts = true
  /// The sessions that moved or were cancelled since the changes were last seen.
  var changedSessions: Set<Session.ID> = []
  /// Whether the desktop has an opener for links (`xdg-open`).
  var opensLinks = true
  /// The links handed to the opener, in order.
  var openedLinks: [String] = []
  /// The passwords tried, to prove the typed characters reached the use case (never the screen).
  var passwordsTried: [String] = []
  /// The onboarding steps completed.
  var completedSteps: [OnboardingStep] = []
  /// Who is logged in now.
  var user: User?
  /// How many times a day's timetable was loaded.
  var timetableLoads = 0
  /// Called as each day's timetable is loaded, before it is answered.
  var onTimetableLoad: (() -> Void)?
  /// Called as each session is loaded, before it is answered.
  var onSessionLoad: (() -> Void)?
  /// How many times the app said the person did something (a new network deadline each).
  var userActions = 0
  /// How many times the app asked for a refresh to wait the whole timeout (`r` on the demo).
  var explicitRefreshes = 0
  /// How many times the profile was loaded (the login checked with the backend).
  var profileLoads = 0
  /// Whether `RestoreLogin` waits for `finishRestoring()` (to look at the splash).
  var holdsRestore = false
  private var heldRestore: CheckedContinuation<Void, Never>?
  private var restoreStarted: [CheckedContinuation<Void, Never>] = []

  /// `RestoreLogin`'s answer, after waiting for `finishRestoring()` when `holdsRestore` is set.
  func restore() async -> RestoredLogin {
    if holdsRestore {
      await withCheckedContinuation { continuation in
        heldRestore = continuation
        for waiter in restoreStarted { waiter.resume() }
        restoreStarted = []
      }
    }
    if case .active(let user) = restored { self.user = user }
    return restored
  }

  /// Waits until the app has asked for the stored login and is held.
  func untilRestoreIsHeld() async {
    guard heldRestore == nil else { return }
    await withCheckedContinuation { restoreStarted.append($0) }
  }

  /// Lets a held `RestoreLogin` answer.
  func finishRestoring() {
    heldRestore?.resume()
    heldRestore = nil
  }

  /// What changed on the programme since it was last seen; `nil` for a source that keeps no
  /// changes (the app then has no Changes view).
  var programmeChanges: ProgrammeChanges?
  /// How many times the changes were looked at, marking the programme seen.
  var changesMarkedSeen = 0

  /// The changes, counting a look that marks them seen.
  func changes(markingSeen: Bool) -> ProgrammeChanges {
    if markingSeen { changesMarkedSeen += 1 }
    return programmeChanges ?? ProgrammeChanges(changes: [], since: nil)
  }

  /// Whether the conference is an added one whose programme the app refreshes in the
  /// background (`ProgrammeRefreshViewModel`).
  var refreshesProgramme = false
  /// How many times the programme was refreshed.
  var refreshes = 0
  /// Why the next refreshes fail; `nil` when they succeed.
  var refreshFailure: ConferenceError?
  /// Whether a refresh waits for `finishRefreshing()` (a silent website).
  var holdsRefresh = false
  private var heldRefresh: CheckedContinuation<Void, Never>?

  /// The refresh's answer, after waiting for `finishRefreshing()` when `holdsRefresh` is set.
  func refresh() async throws(ConferenceError) -> ConferenceListing {
    refreshes += 1
    if holdsRefresh {
      await withCheckedContinuation { heldRefresh = $0 }
    }
    if let refreshFailure { throw refreshFailure }
    return ConferenceListing(
      name: "test", title: "Test Conference", source: "https://example.org/schedule.xml",
      timeZone: nil, firstDate: nil, lastDate: nil, sessionCount: nil, refreshedAt: nil,
      isCurrent: true)
  }

  /// Lets a held refresh answer.
  func finishRefreshing() {
    holdsRefresh = false
    heldRefresh?.resume()
    heldRefresh = nil
  }

  /// Throws `.expired` while the session is expired, `.notLoggedIn` when no one is logged in.
  /// Passes without a login when the conference has no accounts.
  func checkBookmarkAccess() throws(AccountError) {
    if hasAccounts { _ = try checkSession() }
  }

  func checkSession() throws(AccountError) -> User {
    if isSessionExpired { throw .expired }
    guard let user else { throw .notLoggedIn }
    return user
  }

  /// The schedule of the bookmarked sessions.
  func schedule() -> MySchedule {
    MySchedule(
      sessions: bookmarks.compactMap(ProgrammeFixtures.session), isFromSavedCopy: false)
  }
}
