import Foundation
import HTTPTypes

/// The JSON object a request carries, read field by field so that errors can name the field.
struct RequestBody {
  private let object: [String: Any]

  /// Reads the body of `request` as one JSON object.
  ///
  /// The body must be declared JSON: `Content-Type: application/json`, with no parameter but
  /// `charset=utf-8`. A body with no `Content-Type` at all is refused too (it says nothing of
  /// being JSON); an empty body without one gets the 400 below.
  ///
  /// - Throws: 415 `unsupported_media_type` for another or a missing media type; 400
  ///   `bad_request` when the body is empty, not JSON, or not an object; `expected` lists the
  ///   fields for the message.
  init(_ request: HTTPRequest, expected fields: [String]) throws(APIFailure) {
    let data = request.body
    if let contentType = request.headers["Content-Type"] {
      guard Self.isJSON(contentType) else { throw .unsupportedMediaType }
    } else if !data.isEmpty {
      throw .unsupportedMediaType
    }
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

  /// `true` for `application/json`, alone or with `charset=utf-8` (any case, quoted or not).
  static func isJSON(_ contentType: String) -> Bool {
    let parts = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard parts.first == "application/json" else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      parameter.replacingOccurrences(of: " ", with: "") == "charset=utf-8"
        || parameter.replacingOccurrences(of: " ", with: "") == "charset=\"utf-8\""
    }
  }
}
