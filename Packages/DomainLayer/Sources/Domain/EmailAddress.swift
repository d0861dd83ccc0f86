/// An email address, lightly checked: a name, an `@` and a domain with a dot.
///
/// The check catches typing mistakes, not every address the standards forbid; the backend has
/// the last word. Surrounding white space is dropped; letter case is kept.
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
  /// The address, for example `ada@example.com`.
  public let rawValue: String

  /// Reads `text` as an email address.
  ///
  /// - Throws: `EmailAddressError`, whose description says what is wrong.
  public init(_ text: String) throws(EmailAddressError) {
    let address = text.trimmingWhitespace()
    guard !address.isEmpty else { throw .empty }
    guard !address.unicodeScalars.contains(where: Self.isBlankOrControl) else {
      throw .containsWhitespace
    }
    guard address.count <= 254 else { throw .tooLong }
    guard let at = address.lastIndex(of: "@") else { throw .missingAtSign }
    guard at > address.startIndex else { throw .missingLocalPart }
    let labels = address[address.index(after: at)...].split(
      separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.contains("@") }) else {
      throw .invalidDomain
    }
    rawValue = address
  }

  /// The address.
  public var description: String {
    rawValue
  }

  private static func isBlankOrControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: true
    default: scalar.properties.isWhitespace
    }
  }
}
