import Foundation

/// `value` encoded with sorted keys and unescaped slashes, so it can be compared with a literal.
func canonicalJSON(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// `json` decoded as `type`.
func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
