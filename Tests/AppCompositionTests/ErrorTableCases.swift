import Domain
import Repository

/// An error whose cases ARCHITECTURE.md's error table names.
///
/// `Case` lists the error's cases; it is `CaseIterable`, so the compiler keeps `allCases`.
/// `tableCase` switches over the error exhaustively, so a new case of the error does not
/// compile here until it has a `Case`, and then `ErrorTableTests` fails until the table has a
/// row for it: no list of cases is kept by hand.
protocol TabulatedError {
  /// The error's cases, without their values.
  associatedtype Case: CaseIterable, RawRepresentable<String>
  /// This error's case, and how the table names what it wraps (`.offline`, `nil`), if anything.
  var tableCase: (Case, wrapped: String?) { get }
}

extension TabulatedError {
  /// The table's name for this error: its case, with what it wraps (`connectivity(.offline)`).
  var caseName: String {
    let (kind, wrapped) = tableCase
    return kind.rawValue + (wrapped.map { "(\($0))" } ?? "")
  }

  /// Every case as the table names it: `TimetableError.emptyQuery`.
  static var caseNames: [String] {
    Case.allCases.map { "\(Self.self).\($0.rawValue)" }
  }
}

extension RepositoryError: TabulatedError {
  enum Case: String, CaseIterable {
    case offline, cancelled, invalidRequest, unknownEndpoint, notFound, rejected, notYetOpen
    case serverFailure, unreadableResponse, storage, storageFull, notAuthenticated
    case loginExpired, invalidCredentials, credentialsRefused
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .offline: (.offline, nil)
    case .cancelled: (.cancelled, nil)
    case .invalidRequest: (.invalidRequest, nil)
    case .unknownEndpoint: (.unknownEndpoint, nil)
    case .notFound: (.notFound, nil)
    case .rejected: (.rejected, nil)
    case .notYetOpen: (.notYetOpen, nil)
    case .serverFailure: (.serverFailure, nil)
    case .unreadableResponse: (.unreadableResponse, nil)
    case .storage: (.storage, nil)
    case .storageFull: (.storageFull, nil)
    case .notAuthenticated: (.notAuthenticated, nil)
    case .loginExpired: (.loginExpired, nil)
    case .invalidCredentials: (.invalidCredentials, nil)
    case .credentialsRefused: (.credentialsRefused, nil)
    }
  }
}

/// The table's name for a wrapped error: `.offline`.
private func wrapped(_ error: some TabulatedError) -> String { "." + error.caseName }

extension ConnectivityError: TabulatedError {
  enum Case: String, CaseIterable { case offline, unavailable, incompatible, cancelled }
  var tableCase: (Case, wrapped: String?) {
    switch problem {
    case .offline: (.offline, nil)
    case .unavailable: (.unavailable, nil)
    case .incompatible: (.incompatible, nil)
    case .cancelled: (.cancelled, nil)
    }
  }
}

extension StorageError: TabulatedError {
  enum Case: String, CaseIterable { case failed, full }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .failed: (.failed, nil)
    case .full: (.full, nil)
    }
  }
}

extension TimetableError: TabulatedError {
  enum Case: String, CaseIterable {
    case dayNotFound, sessionNotFound, heldSeveralTimes, emptyQuery, unknownTrack, unknownRoom
    case unknownSpeaker, ambiguousTrack, ambiguousRoom, connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .dayNotFound: (.dayNotFound, nil)
    case .sessionNotFound: (.sessionNotFound, nil)
    case .heldSeveralTimes: (.heldSeveralTimes, nil)
    case .emptyQuery: (.emptyQuery, nil)
    case .unknownTrack: (.unknownTrack, nil)
    case .unknownRoom: (.unknownRoom, nil)
    case .unknownSpeaker: (.unknownSpeaker, nil)
    case .ambiguousTrack: (.ambiguousTrack, nil)
    case .ambiguousRoom: (.ambiguousRoom, nil)
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension AccountError: TabulatedError {
  enum Case: String, CaseIterable {
    case notLoggedIn, expired, invalidCredentials, credentialsRefused, connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .notLoggedIn: (.notLoggedIn, nil)
    case .expired: (.expired, nil)
    case .invalidCredentials: (.invalidCredentials, nil)
    case .credentialsRefused: (.credentialsRefused, nil)
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension AppError: TabulatedError {
  enum Case: String, CaseIterable {
    case connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension ProfileError: TabulatedError {
  enum Case: String, CaseIterable {
    case invalidPhoneNumber, onboardingAlreadyComplete, account, connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .invalidPhoneNumber: (.invalidPhoneNumber, nil)
    case .onboardingAlreadyComplete: (.onboardingAlreadyComplete, nil)
    case .account(let error): (.account, wrapped(error))
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension BookmarkError: TabulatedError {
  enum Case: String, CaseIterable { case sessionNotFound, account, connectivity, storage }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .sessionNotFound: (.sessionNotFound, nil)
    case .account(let error): (.account, wrapped(error))
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension TicketError: TabulatedError {
  enum Case: String, CaseIterable {
    case alreadyOwned, soldOut, salesClosed, alreadyCheckedIn, checkInNotOpen, ticketNotFound
    case noTicket, account, connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .alreadyOwned: (.alreadyOwned, nil)
    case .soldOut: (.soldOut, nil)
    case .salesClosed: (.salesClosed, nil)
    case .alreadyCheckedIn: (.alreadyCheckedIn, nil)
    case .checkInNotOpen(.some): (.checkInNotOpen, "opensAt:")
    case .checkInNotOpen(nil): (.checkInNotOpen, "nil")
    case .ticketNotFound: (.ticketNotFound, nil)
    case .noTicket: (.noTicket, nil)
    case .account(let error): (.account, wrapped(error))
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension ConferenceError: TabulatedError {
  enum Case: String, CaseIterable {
    case notFound, ambiguous, demoCannotBeRemoved, demoHasNoSource, unreadableSource
    case unreachableSource, connectivity, storage
  }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .notFound: (.notFound, nil)
    case .ambiguous: (.ambiguous, nil)
    case .demoCannotBeRemoved: (.demoCannotBeRemoved, nil)
    case .demoHasNoSource: (.demoHasNoSource, nil)
    case .unreadableSource: (.unreadableSource, nil)
    case .unreachableSource: (.unreachableSource, nil)
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

extension AnalyticsUploadError: TabulatedError {
  enum Case: String, CaseIterable { case connectivity, storage }
  var tableCase: (Case, wrapped: String?) {
    switch self {
    case .connectivity(let error): (.connectivity, wrapped(error))
    case .storage(let error): (.storage, wrapped(error))
    }
  }
}

/// Every error type the table documents. A new domain error type is added here (and then
/// needs its rows); its cases are the compiler's to list.
var tabulatedErrors: [any TabulatedError.Type] {
  [
    ConnectivityError.self, StorageError.self, TimetableError.self, AccountError.self,
    ProfileError.self, BookmarkError.self, TicketError.self, ConferenceError.self,
    AnalyticsUploadError.self, AppError.self,
  ]
}
