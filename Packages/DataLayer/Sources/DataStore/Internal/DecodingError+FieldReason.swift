import Foundation

extension DecodingError {
  /// Where the JSON went wrong, naming the field but never quoting a value.
  var fieldReason: String {
    switch self {
    case .keyNotFound(let key, _):
      return "missing field `\(key.stringValue)`"
    case .valueNotFound(_, let context), .typeMismatch(_, let context):
      return "field `\(Self.path(context.codingPath))` has the wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "field `\(Self.path(context.codingPath))` is invalid"
    @unknown default:
      return "unexpected content"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map(\.stringValue).joined(separator: ".")
  }
}
