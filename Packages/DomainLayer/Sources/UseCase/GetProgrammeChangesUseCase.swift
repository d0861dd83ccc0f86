public import Domain

/// Says what changed on the programme since the person last looked (moved, cancelled, added,
/// removed), bookmarked sessions first.
public protocol GetProgrammeChangesUseCase: Sendable {
  /// The changes; with `markingSeen`, the programme as it is now becomes what the next call
  /// compares with.
  ///
  /// - Throws: what loading the programme throws.
  func callAsFunction(markingSeen: Bool) async throws(TimetableError) -> ProgrammeChanges
}
