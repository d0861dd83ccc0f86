public import Domain
public import Foundation
public import UseCase

// Each use case's fake: a name for the `ScriptedUseCase` of its shape and the conformance that
// forwards its `callAsFunction` to `run(_:)`. Use cases of the same shape share a type and its
// one `callAsFunction` (adding and removing a bookmark; using and removing a conference).

/// A scripted `AddBookmarkUseCase`.
public typealias FakeAddBookmark = ScriptedUseCase<Session.ID, BookmarkChangeResult, BookmarkError>
extension FakeAddBookmark: AddBookmarkUseCase {
  /// Runs the scripted answer.
  @discardableResult
  public func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError)
    -> BookmarkChangeResult
  {
    try await run(sessionID)
  }
}

/// A scripted `RemoveBookmarkUseCase` (the same shape as `FakeAddBookmark`).
public typealias FakeRemoveBookmark = FakeAddBookmark
extension FakeAddBookmark: RemoveBookmarkUseCase {}

/// A scripted `AddConferenceUseCase`.
public typealias FakeAddConference = ScriptedUseCase<
  (String, String?, String?), ConferenceListing, ConferenceError
>
extension FakeAddConference: AddConferenceUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(source: String, timeZone: String?, title: String?)
    async throws(ConferenceError) -> ConferenceListing
  {
    try await run((source, timeZone, title))
  }
}

/// A scripted `ChangePhoneNumberUseCase`.
public typealias FakeChangePhoneNumber = ScriptedUseCase<PhoneNumber, User, ProfileError>
extension FakeChangePhoneNumber: ChangePhoneNumberUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    try await run(newNumber)
  }
}

/// A scripted `CheckInUseCase`.
public typealias FakeCheckIn = ScriptedUseCase<Ticket.ID?, CheckInResult, TicketError>
extension FakeCheckIn: CheckInUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ ticketID: Ticket.ID?) async throws(TicketError) -> CheckInResult {
    try await run(ticketID)
  }
}

/// A scripted `CompleteOnboardingStepUseCase`.
public typealias FakeCompleteOnboardingStep = ScriptedUseCase<OnboardingStep, User, ProfileError>
extension FakeCompleteOnboardingStep: CompleteOnboardingStepUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User {
    try await run(step)
  }
}

/// A scripted `GetBookmarksUseCase`.
public typealias FakeGetBookmarks = ScriptedUseCase<Void, BookmarkList, BookmarkError>
extension FakeGetBookmarks: GetBookmarksUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> BookmarkList {
    try await run(())
  }
}

/// A scripted `GetChangedSessionsUseCase`.
public typealias FakeGetChangedSessions = ScriptedUseCase<[Session], Set<Session.ID>, Never>
extension FakeGetChangedSessions: GetChangedSessionsUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(among sessions: [Session]) async -> Set<Session.ID> {
    await run(sessions)
  }
}

/// A scripted `GetConferenceUseCase`.
public typealias FakeGetConference = ScriptedUseCase<Void, Conference, TimetableError>
extension FakeGetConference: GetConferenceUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(TimetableError) -> Conference {
    try await run(())
  }
}

/// A scripted `GetConferenceMomentUseCase`.
public typealias FakeGetConferenceMoment = ScriptedUseCase<Date, ConferenceMoment, TimetableError>
extension FakeGetConferenceMoment: GetConferenceMomentUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(at instant: Date) async throws(TimetableError) -> ConferenceMoment {
    try await run(instant)
  }
}

/// A scripted `GetLoginStatusUseCase`.
public typealias FakeGetLoginStatus = ScriptedUseCase<Void, LoginStatus, AccountError>
extension FakeGetLoginStatus: GetLoginStatusUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(AccountError) -> LoginStatus {
    try await run(())
  }
}

/// A scripted `GetMyScheduleUseCase`.
public typealias FakeGetMySchedule = ScriptedUseCase<Void, MySchedule, BookmarkError>
extension FakeGetMySchedule: GetMyScheduleUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> MySchedule {
    try await run(())
  }
}

/// A scripted `GetNextSlotUseCase`.
public typealias FakeGetNextSlot = ScriptedUseCase<Date, UpcomingSlot, TimetableError>
extension FakeGetNextSlot: GetNextSlotUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(after instant: Date) async throws(TimetableError) -> UpcomingSlot {
    try await run(instant)
  }
}

/// A scripted `GetProfileUseCase`.
public typealias FakeGetProfile = ScriptedUseCase<Void, Profile, ProfileError>
extension FakeGetProfile: GetProfileUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(ProfileError) -> Profile {
    try await run(())
  }
}

/// A scripted `GetProgrammeChangesUseCase`.
public typealias FakeGetProgrammeChanges = ScriptedUseCase<Bool, ProgrammeChanges, TimetableError>
extension FakeGetProgrammeChanges: GetProgrammeChangesUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(markingSeen: Bool) async throws(TimetableError) -> ProgrammeChanges {
    try await run(markingSeen)
  }
}

/// A scripted `GetSavedProgrammeUseCase`.
public typealias FakeGetSavedProgramme = ScriptedUseCase<Void, [Timetable], Never>
extension FakeGetSavedProgramme: GetSavedProgrammeUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async -> [Timetable] {
    await run(())
  }
}

/// A scripted `GetSessionUseCase`.
public typealias FakeGetSession = ScriptedUseCase<Session.ID, SessionDetail, TimetableError>
extension FakeGetSession: GetSessionUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    try await run(id)
  }
}

/// A scripted `GetTicketsUseCase`.
public typealias FakeGetTickets = ScriptedUseCase<Void, TicketList, TicketError>
extension FakeGetTickets: GetTicketsUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(TicketError) -> TicketList {
    try await run(())
  }
}

/// A scripted `GetTimetableUseCase`.
public typealias FakeGetTimetable = ScriptedUseCase<ConferenceDay, Timetable, TimetableError>
extension FakeGetTimetable: GetTimetableUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    try await run(day)
  }
}

/// A scripted `ListConferencesUseCase`.
public typealias FakeListConferences = ScriptedUseCase<Void, ConferenceCatalog, ConferenceError>
extension FakeListConferences: ListConferencesUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(ConferenceError) -> ConferenceCatalog {
    try await run(())
  }
}

/// A scripted `LogInUseCase`.
public typealias FakeLogIn = ScriptedUseCase<(EmailAddress, Password), User, AccountError>
extension FakeLogIn: LogInUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(email: EmailAddress, password: Password) async throws(AccountError)
    -> User
  {
    try await run((email, password))
  }
}

/// A scripted `LogOutUseCase`.
public typealias FakeLogOut = ScriptedUseCase<Void, Void, AccountError>
extension FakeLogOut: LogOutUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(AccountError) {
    try await run(())
  }
}

/// A scripted `PurchaseTicketUseCase`.
public typealias FakePurchaseTicket = ScriptedUseCase<TicketKind, Ticket, TicketError>
extension FakePurchaseTicket: PurchaseTicketUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ kind: TicketKind) async throws(TicketError) -> Ticket {
    try await run(kind)
  }
}

/// A scripted `RefreshConferenceUseCase`.
public typealias FakeRefreshConference = ScriptedUseCase<
  String?, ConferenceListing, ConferenceError
>
extension FakeRefreshConference: RefreshConferenceUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ name: String?) async throws(ConferenceError) -> ConferenceListing {
    try await run(name)
  }
}

/// A scripted `UseConferenceUseCase`.
public typealias FakeUseConference = ScriptedUseCase<String, ConferenceListing, ConferenceError>
extension FakeUseConference: UseConferenceUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ name: String) async throws(ConferenceError) -> ConferenceListing {
    try await run(name)
  }
}

/// A scripted `RemoveConferenceUseCase` (the same shape as `FakeUseConference`).
public typealias FakeRemoveConference = FakeUseConference
extension FakeUseConference: RemoveConferenceUseCase {}

/// A scripted `RestoreLoginUseCase`.
public typealias FakeRestoreLogin = ScriptedUseCase<Void, RestoredLogin, AppError>
extension FakeRestoreLogin: RestoreLoginUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(AppError) -> RestoredLogin {
    try await run(())
  }
}

/// A scripted `SearchSessionsUseCase`.
public typealias FakeSearchSessions = ScriptedUseCase<String, SearchResults, TimetableError>
extension FakeSearchSessions: SearchSessionsUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(matching text: String) async throws(TimetableError)
    -> SearchResults
  {
    try await run(text)
  }
}

/// A scripted `SendQueuedBookmarkChangesUseCase`.
public typealias FakeSendQueuedBookmarkChanges = ScriptedUseCase<Void, OutboxReport, BookmarkError>
extension FakeSendQueuedBookmarkChanges: SendQueuedBookmarkChangesUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> OutboxReport {
    try await run(())
  }
}

// The errors an unexpected call throws: the backend "unavailable", which no test expects.
extension TimetableError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension AccountError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension AppError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension ProfileError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension BookmarkError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension TicketError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}
extension ConferenceError: UnexpectedCallFailure {
  /// `.connectivity(.unavailable)`.
  public static var unexpectedCall: Self { .connectivity(.unavailable(reason: "unexpected call")) }
}

/// A scripted `GetReminderLeadTimeUseCase`.
public typealias FakeGetReminderLeadTime = ScriptedUseCase<Void, ReminderLeadTime, Never>
extension FakeGetReminderLeadTime: GetReminderLeadTimeUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async -> ReminderLeadTime {
    await run(())
  }
}

/// A scripted `SetReminderLeadTimeUseCase`.
public typealias FakeSetReminderLeadTime = ScriptedUseCase<ReminderLeadTime, Void, StorageError>
extension FakeSetReminderLeadTime: SetReminderLeadTimeUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(_ lead: ReminderLeadTime) async throws(StorageError) {
    try await run(lead)
  }
}
/// A scripted `GetDeviceSettingsUseCase`.
public typealias FakeGetDeviceSettings = ScriptedUseCase<Void, DeviceSettings, StorageError>
extension FakeGetDeviceSettings: GetDeviceSettingsUseCase {
  /// Runs the scripted answer.
  public func callAsFunction() async throws(StorageError) -> DeviceSettings {
    try await run(())
  }
}

/// A scripted `ChangeDeviceSettingUseCase`: its input is the setting's name and the value kept
/// (`nil` to forget it).
public typealias FakeChangeDeviceSetting = ScriptedUseCase<
  (setting: String, value: String?), Void, StorageError
>
extension FakeChangeDeviceSetting: ChangeDeviceSettingUseCase {
  /// Runs the scripted answer.
  public func callAsFunction(
    _ setting: DeviceSetting, to choice: DeviceSetting.Choice?
  ) async throws(StorageError) {
    try await run((setting.id, choice?.value))
  }
}

extension StorageError: UnexpectedCallFailure {
  /// `.failed`.
  public static var unexpectedCall: Self { .failed(reason: "unexpected call") }
}
