/// An error a use case throws: it says what happened and what happens next.
///
/// Every domain error has a one-line `description` (no trailing period), a `recovery` saying
/// which way forward applies, a `recoverySuggestion` sentence for people, and a stable
/// `analyticsName` that never carries details. The presentation layer handles any domain error
/// through this protocol alone.
public protocol DomainError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Which way forward applies.
  var recovery: Recovery { get }
  /// What to do next, as one sentence ending in a period.
  var recoverySuggestion: String { get }
  /// A stable `snake_case` name for analytics and logs, without details or personal data.
  var analyticsName: String { get }
  /// The connectivity failure inside this error, if that is what it is.
  var connectivity: ConnectivityError? { get }
}

extension DomainError {
  /// Whether trying the same thing again later may succeed.
  public var canRetry: Bool { recovery == .retry }
}
