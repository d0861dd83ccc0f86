import Foundation

/// The JSON object a request carries, read field by field so that errors can name the field.
struct RequestBody {
  private let object: [String: Any]

  /// Reads `data` as one JSON object.
  ///
  /// - Throws: 400 `bad_request` when the body is empty, not JSON, or not an object;
  ///   `expected` lists the fields for the message.
  init(_ data: Data, expected fields: [String]) throws(APIFailure) {
    let list = fields.map { "`\($0)`" }.joined(separator: " and ")
    guard !data.isEmpty else {
      throw .badRequest("The request body is empty; send a JSON object with \(list).")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw .badRequest("The request body is not a JSON object; send one with \(list).")
    }
    self.object = object
  }

  /// The string field `name`.
  ///
  /// - Throws: 400 `bad_request` naming the field when it is missing or not a string.
  func string(_ name: String) throws(APIFailure) -> String {
    guard let value = object[name], !(value is NSNull) else {
      throw .badRequest("The field `\(name)` is missing.")
    }
    guard let string = value as? String else {
      throw .badRequest("The field `\(name)` must be a string.")
    }
    return string
  }

  /// The array-of-objects field `name`.
  ///
  /// - Throws: 400 `bad_request` naming the field when it is missing, not an array, or holds
  ///   something other than objects.
  func objects(_ name: String) throws(APIFailure) -> [[String: Any]] {
    guard let value = object[name], !(value is NSNull) else {
      throw .badRequest("The field `\(name)` is missing.")
    }
    guard let array = value as? [Any], let objects = array as? [[String: Any]] else {
      throw .badRequest("The field `\(name)` must be an array of objects.")
    }
    return objects
  }
}
