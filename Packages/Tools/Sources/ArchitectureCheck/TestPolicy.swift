/// How test targets are treated: a test target named `<Module><suffix>` tests `<Module>`, sits
/// in its layer, and may import it and what it may import; every test target (one with a row of
/// its own too) may also import ``mayAlsoImport``.
public struct TestPolicy: Sendable, Equatable {
  /// The name suffix that links a test target to the module it tests.
  public var suffix: String
  /// Selectors every test target may import in addition (such as `@testing`).
  public var mayAlsoImport: [String]

  /// Creates a policy.
  public init(suffix: String = "Tests", mayAlsoImport: [String] = []) {
    self.suffix = suffix
    self.mayAlsoImport = mayAlsoImport
  }
}
