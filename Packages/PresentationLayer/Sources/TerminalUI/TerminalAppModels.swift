public import Domain
public import ViewModel

/// The view models the terminal app shows, made by the composition root for one run.
///
/// The app only reads their state and calls their intents; it holds no business logic of its
/// own. `sessionExists` answers restoration's question (does a saved session id still name a
/// session?) and is used only while validating what was restored.
@MainActor
public struct TerminalAppModels {
  /// The app state: the root switches on it.
  public let appState: AppStateController
  /// Tabs, the session stack, the selection and sheets.
  public let navigator: AppNavigator
  /// The timetable tab.
  public let timetable: TimetableViewModel
  /// A session's detail.
  public let sessionDetail: SessionDetailViewModel
  /// `/` search.
  public let search: SearchViewModel
  /// The login sheet.
  public let login: LoginViewModel
  /// Bookmarking with `b`.
  public let bookmarks: BookmarksViewModel
  /// The schedule tab.
  public let schedule: ScheduleViewModel
  /// The tickets tab.
  public let tickets: TicketsViewModel
  /// The profile tab and the phone sheet.
  public let profile: ProfileViewModel
  /// The onboarding steps, shown while the app state is `.onboarding`.
  public let onboarding: OnboardingViewModel
  /// What is on now and what starts next (`n`); `nil` without the sheet.
  public let nowAndNext: (now: NowViewModel, next: NextViewModel)?
  /// The reminder lead time: the status line shows a notice when a bookmarked session starts
  /// within it; `nil` shows none.
  public let reminder: ReminderViewModel?
  /// The reminders that ring while the app is open (the bell and a desktop notification, as
  /// `conf reminders --watch` does); `nil` rings none.
  public let reminders: RemindersViewModel?
  /// Refreshes an added conference's programme in the background (at launch and for `r`)
  /// while the app shows the saved copy; `nil` for the demo, whose `r` reloads.
  public let programmeRefresh: ProgrammeRefreshViewModel?
  /// What changed on the programme since the person last looked (`!`, and the banner after a
  /// refresh that changed it); `nil` where the source keeps no changes.
  public let changes: ChangesViewModel?
  /// The conferences to switch between (`C`); `nil` offers no switching.
  public let conferences: ConferencesViewModel?
  /// Whether a session id still names a session (for validating restored state).
  public let sessionExists: @MainActor (Session.ID) async -> Bool
  /// What the conference's source offers besides its programme: the app shows only the tabs
  /// it serves (`AppTab.requires`), and without bookmarks kept on a server the bookmarks and
  /// the schedule are this device's, without a login.
  public let capabilities: ConferenceCapabilities
  /// What the app says when something needs what the conference lacks (`l` to log in on a
  /// conference without accounts); `nil` when it lacks none of it.
  public let refusal: @MainActor (ConferenceCapabilities) -> String?
  /// Called before the app handles each key, resize or return from the background: the
  /// composition root starts a new network deadline there, so each action gets its own
  /// `CONF_TIMEOUT` however long the app has been open.
  public let beginUserAction: @MainActor () -> Void
  /// Called when the person asks for the programme again (`r`): what they asked for is the
  /// refresh itself, so it gets the whole `CONF_TIMEOUT`, not the short budget a due refresh
  /// gets before the saved copy answers.
  public let beginExplicitRefresh: @MainActor () -> Void
  /// Hands a session's link (an `http` or `https` address) to the desktop's opener
  /// (`xdg-open`); `false` when there is none, and the app then shows the address instead.
  public let openLink: @MainActor (String) -> Bool

  /// Creates the set of view models.
  public init(
    appState: AppStateController, navigator: AppNavigator, timetable: TimetableViewModel,
    sessionDetail: SessionDetailViewModel, search: SearchViewModel, login: LoginViewModel,
    bookmarks: BookmarksViewModel, schedule: ScheduleViewModel, tickets: TicketsViewModel,
    profile: ProfileViewModel, onboarding: OnboardingViewModel,
    nowAndNext: (now: NowViewModel, next: NextViewModel)? = nil,
    reminder: ReminderViewModel? = nil, programmeRefresh: ProgrammeRefreshViewModel? = nil,
    changes: ChangesViewModel? = nil,
    conferences: ConferencesViewModel? = nil,
    sessionExists: @escaping @MainActor (Session.ID) async -> Bool,
    capabilities: ConferenceCapabilities = [
      .accounts, .tickets, .bookmarksOnServer, .programmeChanges,
    ],
    refusal: @escaping @MainActor (ConferenceCapabilities) -> String? = { _ in nil },
    beginUserAction: @escaping @MainActor () -> Void = {},
    beginExplicitRefresh: @escaping @MainActor () -> Void = {},
    reminders: RemindersViewModel? = nil,
    openLink: @escaping @MainActor (String) -> Bool = { _ in false }
  ) {
    self.reminders = reminders
    self.appState = appState
    self.navigator = navigator
    self.timetable = timetable
    self.sessionDetail = sessionDetail
    self.search = search
    self.login = login
    self.bookmarks = bookmarks
    self.schedule = schedule
    self.tickets = tickets
    self.profile = profile
    self.onboarding = onboarding
    self.reminder = reminder
    self.programmeRefresh = programmeRefresh
    self.changes = changes
    self.conferences = conferences
    self.nowAndNext = nowAndNext
    self.sessionExists = sessionExists
    self.capabilities = capabilities
    self.refusal = refusal
    self.beginUserAction = beginUserAction
    self.beginExplicitRefresh = beginExplicitRefresh
    self.openLink = openLink
  }
}
