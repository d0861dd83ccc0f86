import Foundation

extension String {
  /// Whether `query` occurs in the text, ignoring case and diacritics; `false` for an empty
  /// `query`, as Foundation answers.
  ///
  /// When the query is ASCII and the text has nothing outside ASCII that could fold into it
  /// (its other characters are punctuation, symbols or spaces, such as a list's bullets or a
  /// dash), that is an ASCII case-insensitive byte search, which gives Foundation's answer many
  /// times faster; anything else (a letter such as `é`, a combining accent) is left to
  /// Foundation. A search reads every title and abstract of the programme.
  ///
  /// A saved programme's search index (``TimetableCache/searchCandidates(containing:)``) keeps
  /// each session's ``searchIndexText`` so that this answer is found in SQL for the sessions it
  /// is exact for.
  public func looselyContains(_ query: String) -> Bool {
    var text = self
    var query = query
    let answer = text.withUTF8 { textBytes in
      query.withUTF8 { queryBytes -> Bool? in
        guard queryBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        if !textBytes.allSatisfy({ $0 < 0x80 }), !self.foldsNothingIntoASCII {
          return nil
        }
        return Self.asciiContains(textBytes, queryBytes)
      }
    }
    return answer ?? (range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
  }

  /// The text with `A` to `Z` lowered and every other byte kept, when an ASCII query's
  /// ``looselyContains(_:)`` in it is an ASCII case-insensitive byte search (the text is ASCII,
  /// or folds nothing into ASCII); `nil` when only Foundation can answer.
  public var searchIndexText: String? {
    guard utf8.allSatisfy({ $0 < 0x80 }) || foldsNothingIntoASCII else { return nil }
    return String(decoding: utf8.map(Self.lowered), as: UTF8.self)
  }

  /// Whether every character of the text outside ASCII is punctuation, a symbol or a space:
  /// none of those loses case or an accent to become an ASCII letter or digit.
  private var foldsNothingIntoASCII: Bool {
    unicodeScalars.allSatisfy { scalar in
      if scalar.isASCII { return true }
      switch scalar.properties.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
        .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator:
        return true
      default:
        return false
      }
    }
  }

  /// The ASCII case-insensitive answer; bytes outside ASCII match nothing of an ASCII query.
  private static func asciiContains(
    _ text: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>
  ) -> Bool {
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
