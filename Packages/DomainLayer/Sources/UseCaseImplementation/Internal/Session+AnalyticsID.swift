import Domain

extension Session.ID {
  /// What an event records for this id: the id when the data confirmed that such a session
  /// exists (it was loaded, or the backend took a change of its bookmark), else `unknown`.
  ///
  /// The id comes from what a person typed (`conf session <text>`, `conf bookmark add <text>`,
  /// a `conf://session/<text>` link): until the data says it is a session's id, it is typed
  /// text, which analytics never records.
  func analyticsValue(isConfirmed: Bool) -> String {
    isConfirmed ? rawValue : "unknown"
  }
}
