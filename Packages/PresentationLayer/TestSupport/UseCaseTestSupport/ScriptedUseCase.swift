import Testing

/// Any use case, for view-model and command tests: it answers each call with a scripted
/// closure running on the main actor (so a test can look at a view model while the call is in
/// flight). `Input` is what the call passes (`Void`, one value, or a tuple of them), `Output`
/// what it returns, `Failure` its typed error (`Never` for a call that cannot fail).
///
/// A use case's fake is a name for it, `FakeGetTimetable`, and a three-line conformance in
/// `ScriptedUseCase+UseCases.swift`; two use cases of the same shape share one fake type.
public struct ScriptedUseCase<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (Input) async throws(Failure) -> Output

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable (Input) async throws(Failure) -> Output) {
    self.answer = answer
  }

  /// Runs the scripted answer; what each conformance's `callAsFunction` calls.
  public func run(_ input: Input) async throws(Failure) -> Output {
    try await answer(input)
  }
}

/// An error a use case can throw to say "this call was not expected" after recording a test
/// failure.
public protocol UnexpectedCallFailure: Error {
  /// The error an unexpected call throws.
  static var unexpectedCall: Self { get }
}

extension ScriptedUseCase where Failure: UnexpectedCallFailure {
  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: Self {
    Self { input throws(Failure) in
      Issue.record("Unexpected call of a use case returning \(Output.self), with \(input)")
      throw Failure.unexpectedCall
    }
  }
}
