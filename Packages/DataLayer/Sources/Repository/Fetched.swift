public import Foundation

/// A value from a repository, with where it came from.
public struct Fetched<Value: Sendable>: Sendable {
  /// Where the value came from.
  public enum Source: Sendable, Equatable {
    /// Fresh from the backend.
    case network
    /// From the local cache, saved at `savedAt`, because the source could not give an answer;
    /// `because` is that failure when the repository tells it (the programme's repository
    /// does, so that what is shown can say what could not be reached or used).
    case cache(savedAt: Date, because: RepositoryError? = nil)
  }

  /// The value.
  public let value: Value
  /// Where it came from.
  public let source: Source

  /// Creates a fetched value.
  public init(value: Value, source: Source) {
    self.value = value
    self.source = source
  }
}

extension Fetched: Equatable where Value: Equatable {}
