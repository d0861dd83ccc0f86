import Foundation

extension DecodingError {
  /// One line naming the field that failed, as a path such as `sessions[3].starts_at`.
  var reason: String {
    switch self {
    case .keyNotFound(let key, let context):
      return "missing field `\(Self.path(context.codingPath + [key]))`"
    case .valueNotFound(_, let context):
      return "field `\(Self.path(context.codingPath))` is null"
    case .typeMismatch(let type, let context):
      return "field `\(Self.path(context.codingPath))` is not \(Self.article(for: type))"
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "the body is not valid JSON"
      }
      return "field `\(Self.path(context.codingPath))` is invalid: \(context.debugDescription)"
    @unknown default:
      return "\(self)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text.isEmpty ? "(root)" : text
  }

  private static func article(for type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is Bool.Type: "a Boolean"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}
