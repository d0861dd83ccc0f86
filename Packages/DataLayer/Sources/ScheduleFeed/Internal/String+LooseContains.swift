import Foundation

extension String {
  /// Whether `query` occurs in the text, ignoring case and diacritics; `false` for an empty
  /// `query`, as Foundation answers.
  ///
  /// When both are ASCII (most of a programme's text), that is an ASCII case-insensitive byte
  /// search, which gives Foundation's answer many times faster; anything else is left to
  /// Foundation. A search reads every title and abstract of the programme.
  func looselyContains(_ query: String) -> Bool {
    var text = self
    var query = query
    let answer = text.withUTF8 { textBytes in
      query.withUTF8 { queryBytes in Self.asciiContains(textBytes, queryBytes) }
    }
    return answer ?? (range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
  }

  /// The ASCII case-insensitive answer, or `nil` when either side has a byte outside ASCII.
  private static func asciiContains(
    _ text: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    guard query.allSatisfy({ $0 < 0x80 }), text.allSatisfy({ $0 < 0x80 }) else { return nil }
    guard !query.isEmpty, query.count <= text.count else { return false }
    for start in 0...(text.count - query.count) {
      var offset = 0
      while offset < query.count, lowered(text[start + offset]) == lowered(query[offset]) {
        offset += 1
      }
      if offset == query.count {
        return true
      }
    }
    return false
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
