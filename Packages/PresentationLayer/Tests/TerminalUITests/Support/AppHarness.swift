import Analytics
import Domain
import Foundation
import Synchronization
import TerminalUI
import UseCaseTestSupport
import ViewModel

/// Runs `TerminalApp` on a `FakeTerminal` over real view models and use-case fakes: a test
/// launches it, presses keys (each returns once the app has handled it) and reads the screen
/// through the terminal emulator. The clock is pinned to `ProgrammeFixtures.now`.
@MainActor
final class AppHarness {
  /// Where the restoration of one run is kept, for the next.
  final class RestorationStore: Sendable {
    private let saved: Mutex<AppNavigationState?>

    init(_ state: AppNavigationState? = nil) {
      saved = Mutex(state)
    }

    var state: AppNavigationState? { saved.withLock { $0 } }

    var restoration: TerminalAppRestoration {
      TerminalAppRestoration(
        load: { self.saved.withLock { $0 } }, save: { state in self.saved.withLock { $0 = state } })
    }
  }

  /// The clock `TerminalApp` reads (the view models keep `ProgrammeFixtures.now`): a test moves
  /// it to make loaded data old.
  final class AppClock: Sendable {
    private let instant = Mutex(ProgrammeFixtures.now)

    var now: Date { instant.withLock { $0 } }

    func advance(by interval: TimeInterval) {
      instant.withLock { $0 += interval }
    }
  }

  let terminal: FakeTerminal
  let backend: FakeBackend
  let clock = AppClock()
  let models: TerminalAppModels
  let app: TerminalApp
  let restoration: RestorationStore
  private var run: Task<Void, Never>?

  /// Builds the app at `size`, times in `displayZone` (`nil`: the conference's); `configure`
  /// scripts the backend before anything runs.
  init(
    size: TerminalSize, usesColor: Bool = true, usesTrueColor: Bool = false,
    restoration: RestorationStore = RestorationStore(),
    backend: FakeBackend = FakeBackend(), displayZone: TimeZone? = nil,
    reminders: RemindersViewModel? = nil
  ) {
    self.backend = backend
    self.restoration = restoration
    terminal = FakeTerminal(size: size)
    models = Self.makeModels(backend: backend, reminders: reminders)
    let clock = clock
    app = TerminalApp(
      models: models, terminal: terminal, restoration: restoration.restoration,
      usesColor: usesColor, usesTrueColor: usesTrueColor, displayZone: displayZone,
      now: { clock.now })
  }

  /// Starts the app (opening `route`, if any) and returns once it waits for the first key
  /// (or, with `waits` false, at once).
  func launch(opening route: AppRoute? = nil, waits: Bool = true) async {
    let app = app
    let script = terminal.script
    run = Task {
      try? await app.run(opening: route)
      await script.finish()
    }
    if waits { await script.untilIdle() }
  }

  /// Waits until the app waits for a key.
  func untilIdle() async {
    await terminal.script.untilIdle()
  }

  /// Presses `keys` one after the other, each handled before the next.
  func press(_ keys: Key...) async {
    for key in keys {
      await terminal.script.send(.key(key))
    }
  }

  /// Types `text` a character at a time.
  func type(_ text: String) async {
    for character in text {
      await terminal.script.send(.key(.character(character)))
    }
  }

  /// Sends an event other than a key (a resize, SIGTERM ...) and waits until it is handled.
  func send(_ event: TerminalEvent) async {
    await terminal.script.send(event)
  }

  /// The bytes the app wrote while `keys` were handled.
  func bytesWritten(pressing keys: Key...) async -> String {
    let before = terminal.snapshot.output.utf8.count
    for key in keys {
      await terminal.script.send(.key(key))
    }
    return String(decoding: terminal.snapshot.output.utf8.dropFirst(before), as: UTF8.self)
  }

  /// Waits until the background refresh (and the reload after it) is done.
  func untilRefreshed() async {
    await app.refreshTask?.value
    await untilIdle()
  }

  /// Waits until the app has returned from `run`.
  func waitUntilFinished() async {
    await run?.value
  }

  /// The screen as a person sees it: one line per row, trailing spaces removed.
  var screen: String {
    terminal.snapshot.emulator.text
  }

  private static func makeModels(
    backend: FakeBackend, reminders: RemindersViewModel?
  ) -> TerminalAppModels {
    let analytics = InMemoryAnalytics()
    let now: @Sendable () -> Date = { ProgrammeFixtures.now }
    let appState = AppStateController(
      restoreSession: FakeRestoreLogin { () throws(AppError) in
        if backend.timetableSavedAt != nil { throw .connectivity(.offline) }
        return await backend.restore()
      },
      logIn: FakeLogIn { email, password throws(AccountError) in
        backend.passwordsTried.append(password.text)
        guard email.description == "ada@example.com", password.text == FakeBackend.password
        else { throw .invalidCredentials }
        backend.isSessionExpired = false
        backend.user = ProgrammeFixtures.ada
        return ProgrammeFixtures.ada
      },
      logOut: FakeLogOut { backend.user = nil },
      log: { _ in })
    let getSession = FakeGetSession { id throws(TimetableError) in
      backend.onSessionLoad?()
      guard let session = ProgrammeFixtures.session(id) else { throw .sessionNotFound(id) }
      return SessionDetail(session: session, freshness: .live)
    }
    return TerminalAppModels(
      appState: appState, navigator: AppNavigator(),
      timetable: TimetableViewModel(
        getTimetable: FakeGetTimetable { day in
          backend.timetableLoads += 1
          backend.onTimetableLoad?()
          let timetable = ProgrammeFixtures.timetable(for: day)
          return Timetable(
            day: timetable.day, date: timetable.date, timeZone: timetable.timeZone,
            sessions: timetable.sessions,
            freshness: backend.timetableSavedAt.map { .cached(savedAt: $0) } ?? .live,
            roomOrder: backend.roomOrder)
        },
        getConference: FakeGetConference.days(3),
        getConferenceMoment: FakeGetConferenceMoment { instant in
          ConferenceMoment(
            instant: instant, phase: .during,
            timetable: ProgrammeFixtures.timetable(for: backend.today))
        },
        getChangedSessions: FakeGetChangedSessions { sessions in
          Set(sessions.map(\.id)).intersection(backend.changedSessions)
        },
        analytics: analytics, now: now),
      sessionDetail: SessionDetailViewModel(getSession: getSession, analytics: analytics, now: now),
      search: SearchViewModel(
        searchSessions: FakeSearchSessions { text throws(TimetableError) in
          let query = try SearchQuery(text)
          let days = [1, 2, 3].compactMap { try? ConferenceDay($0) }
          let matches = days.flatMap { ProgrammeFixtures.timetable(for: $0).sessions }.compactMap {
            session in
            let fields = query.matchedFields(in: session)
            return fields.isEmpty ? nil : SessionMatch(session: session, matchedFields: fields)
          }
          return SearchResults(
            query: query, matches: matches, freshness: .live, searchedDays: days)
        }, analytics: analytics, now: now),
      login: LoginViewModel(appState: appState, analytics: analytics, now: now),
      bookmarks: BookmarksViewModel(
        getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in
          do throws(AccountError) { try backend.checkBookmarkAccess() } catch {
            throw .account(error)
          }
          return BookmarkList(
            bookmarks: backend.bookmarks.map { Bookmark(sessionID: $0, createdAt: now()) },
            savedAt: nil)
        },
        addBookmark: FakeAddBookmark { id throws(BookmarkError) in
          do throws(AccountError) { try backend.checkBookmarkAccess() } catch {
            throw .account(error)
          }
          backend.bookmarks.append(id)
          return .applied
        },
        removeBookmark: FakeRemoveBookmark { id throws(BookmarkError) in
          do throws(AccountError) { try backend.checkBookmarkAccess() } catch {
            throw .account(error)
          }
          backend.bookmarks.removeAll { $0 == id }
          return .applied
        },
        appState: appState, needsLogin: backend.hasAccounts, analytics: analytics, now: now),
      schedule: ScheduleViewModel(
        getMySchedule: FakeGetMySchedule { () throws(BookmarkError) in
          do throws(AccountError) { try backend.checkBookmarkAccess() } catch {
            throw .account(error)
          }
          return backend.schedule()
        },
        appState: appState, needsLogin: backend.hasAccounts, analytics: analytics, now: now),
      tickets: TicketsViewModel(
        getTickets: FakeGetTickets { TicketList(tickets: backend.tickets) },
        purchaseTicket: FakePurchaseTicket { kind throws(TicketError) in
          guard backend.tickets.isEmpty else { throw .alreadyOwned }
          let ticket = Ticket(
            id: Ticket.ID(rawValue: "T-0001"), kind: kind, issuedAt: ProgrammeFixtures.now,
            checkedInAt: nil)
          backend.tickets = [ticket]
          return ticket
        },
        checkIn: FakeCheckIn { _ throws(TicketError) in
          guard let ticket = backend.tickets.first else { throw .noTicket }
          let checkedIn = Ticket(
            id: ticket.id, kind: ticket.kind, issuedAt: ticket.issuedAt,
            checkedInAt: ticket.checkedInAt ?? ProgrammeFixtures.now)
          backend.tickets = [checkedIn]
          return CheckInResult(ticket: checkedIn, wasAlreadyCheckedIn: ticket.isCheckedIn)
        },
        getConference: FakeGetConference.days(3), appState: appState, analytics: analytics,
        now: now),
      profile: ProfileViewModel(
        getProfile: FakeGetProfile { () throws(ProfileError) in
          backend.profileLoads += 1
          do throws(AccountError) { return Profile(user: try backend.checkSession()) } catch {
            throw .account(error)
          }
        },
        changePhoneNumber: FakeChangePhoneNumber { number throws(ProfileError) in
          let user: User
          do throws(AccountError) { user = try backend.checkSession() } catch {
            throw .account(error)
          }
          let changed = User(
            id: user.id, displayName: user.displayName, email: user.email, phoneNumber: number,
            onboardingStep: user.onboardingStep)
          backend.user = changed
          return changed
        }, appState: appState, analytics: analytics, now: now),
      onboarding: OnboardingViewModel(
        completeOnboardingStep: FakeCompleteOnboardingStep { step throws(ProfileError) in
          let user: User
          do throws(AccountError) { user = try backend.checkSession() } catch {
            throw .account(error)
          }
          backend.completedSteps.append(step)
          let next = User(
            id: user.id, displayName: user.displayName, email: user.email,
            phoneNumber: user.phoneNumber, onboardingStep: step.next ?? .done)
          backend.user = next
          return next
        },
        appState: appState, analytics: analytics, now: now),
      nowAndNext: (
        NowViewModel(
          getConferenceMoment: FakeGetConferenceMoment { instant in
            ConferenceMoment(
              instant: instant, phase: .during,
              timetable: ProgrammeFixtures.timetable(for: backend.today))
          }, analytics: analytics, now: now),
        NextViewModel(
          getNextSlot: FakeGetNextSlot { instant in
            let today = ProgrammeFixtures.timetable(for: backend.today)
            let moment = ConferenceMoment(instant: instant, phase: .during, timetable: today)
            return UpcomingSlot(moment: moment, timetable: today, slot: today.slot(after: instant))
          }, analytics: analytics, now: now)
      ),
      reminder: ReminderViewModel(
        getReminderLeadTime: FakeGetReminderLeadTime { backend.reminderLead },
        setReminderLeadTime: FakeSetReminderLeadTime { lead throws(StorageError) in
          backend.reminderLead = lead
        }),
      programmeRefresh: backend.refreshesProgramme
        ? ProgrammeRefreshViewModel(
          refreshConference: FakeRefreshConference { _ throws(ConferenceError) in
            try await backend.refresh()
          }, now: now)
        : nil,
      changes: backend.programmeChanges == nil
        ? nil
        : ChangesViewModel(
          getChanges: FakeGetProgrammeChanges { markingSeen in
            backend.changes(markingSeen: markingSeen)
          }),
      conferences: Self.makeConferences(),
      sessionExists: { id in ProgrammeFixtures.session(id) != nil },
      capabilities: backend.hasAccounts
        ? [.accounts, .tickets, .bookmarksOnServer, .programmeChanges] : [.programmeChanges],
      refusal: { missing in
        backend.hasAccounts || missing.isEmpty ? nil : "Test Conference has no accounts."
      },
      beginUserAction: { backend.userActions += 1 },
      beginExplicitRefresh: { backend.explicitRefreshes += 1 }, reminders: reminders,
      openLink: { address in
        guard backend.opensLinks else { return false }
        backend.openedLinks.append(address)
        return true
      })
  }

  /// The conferences `C` lists: the demo (current) and FOSDEM; only listing is expected.
  private static func makeConferences() -> ConferencesViewModel {
    func listing(_ name: String, _ title: String, isCurrent: Bool) -> ConferenceListing {
      ConferenceListing(
        name: name, title: title, source: nil, timeZone: nil, firstDate: nil, lastDate: nil,
        sessionCount: nil, refreshedAt: nil, isCurrent: isCurrent)
    }
    let unexpected = ConferenceError.unreadableSource(reason: "not expected in these tests")
    return ConferencesViewModel(
      listConferences: FakeListConferences { _ in
        ConferenceCatalog(listings: [
          listing("demo", "Swift Summit Tokyo", isCurrent: true),
          listing("fosdem-2026", "FOSDEM 2026", isCurrent: false),
        ])
      },
      addConference: FakeAddConference { _ throws(ConferenceError) in throw unexpected },
      useConference: FakeUseConference { _ throws(ConferenceError) in throw unexpected },
      refreshConference: FakeRefreshConference { _ throws(ConferenceError) in throw unexpected },
      removeConference: FakeRemoveConference { _ throws(ConferenceError) in throw unexpected })
  }
}
