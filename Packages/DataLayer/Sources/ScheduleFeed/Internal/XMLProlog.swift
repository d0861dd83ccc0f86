/// The part of an XML document before its root element, checked before any parser sees it:
/// a document type declaration that declares entities (an internal subset with `<!ENTITY`) or
/// names an external subset (`SYSTEM`, `PUBLIC`) is refused, so nothing is ever expanded or
/// fetched, whatever the parser's settings. A DOCTYPE or root element named `html` is an HTML
/// page.
///
/// Linear in the prolog's length; reads nothing after the root element's `<`.
enum XMLProlog {
  /// Checks the prolog of the document whose first `<` is at `start`.
  static func check(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(ScheduleFeedError) {
    var offset = start
    while offset < bytes.count {
      if FeedFormat.isWhiteSpace(bytes[offset]) {
        offset += 1
      } else if starts(bytes, at: offset, with: "<?") {
        offset = try end(of: "?>", in: bytes, from: offset + 2)
      } else if starts(bytes, at: offset, with: "<!--") {
        offset = try end(of: "-->", in: bytes, from: offset + 4)
      } else if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "<!doctype") {
        offset = try checkDocumentType(bytes, from: offset + 9)
      } else if bytes[offset] == UInt8(ascii: "<") {
        if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "<html") {
          throw .htmlPage
        }
        return
      } else {
        return  // Text before the root element: the parser reports it.
      }
    }
  }

  /// Reads `<!DOCTYPE name [external id] [internal subset]>` from just after `<!DOCTYPE`,
  /// returning the offset after its `>`.
  private static func checkDocumentType(
    _ bytes: UnsafeRawBufferPointer, from start: Int
  ) throws(ScheduleFeedError) -> Int {
    var offset = start
    while offset < bytes.count, FeedFormat.isWhiteSpace(bytes[offset]) { offset += 1 }
    if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "html") { throw .htmlPage }
    var isInSubset = false
    var quote: UInt8?
    var wordCount = 0
    var isInWord = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if let open = quote {
        if byte == open { quote = nil }
        offset += 1
        continue
      }
      if isInSubset {
        if starts(bytes, at: offset, with: "<!--") {
          offset = try end(of: "-->", in: bytes, from: offset + 4)
          continue
        }
        if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "<!entity") {
          throw .declaresEntities
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
        case UInt8(ascii: "]"): isInSubset = false
        default: break
        }
        offset += 1
        continue
      }
      switch byte {
      case UInt8(ascii: ">"):
        return offset + 1
      case UInt8(ascii: "["):
        isInSubset = true
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        throw .externalDTD  // Only an external id has quoted literals outside the subset.
      default:
        if FeedFormat.isWhiteSpace(byte) {
          isInWord = false
        } else if !isInWord {
          isInWord = true
          wordCount += 1
          if wordCount == 2 { throw .externalDTD }  // `SYSTEM` or `PUBLIC` after the name.
        }
      }
      offset += 1
    }
    throw .malformedXML(line: line(at: start, in: bytes), reason: "the DOCTYPE does not end")
  }

  /// The offset just after the first `terminator` at or after `start`.
  private static func end(
    of terminator: StaticString, in bytes: UnsafeRawBufferPointer, from start: Int
  ) throws(ScheduleFeedError) -> Int {
    var offset = start
    while offset < bytes.count {
      if starts(bytes, at: offset, with: terminator) {
        return offset + terminator.utf8CodeUnitCount
      }
      offset += 1
    }
    throw .malformedXML(
      line: line(at: start, in: bytes), reason: "a comment or processing instruction does not end")
  }

  private static func starts(
    _ bytes: UnsafeRawBufferPointer, at offset: Int, with prefix: StaticString
  ) -> Bool {
    guard bytes.count - offset >= prefix.utf8CodeUnitCount else { return false }
    for position in 0..<prefix.utf8CodeUnitCount
    where bytes[offset + position] != prefix.utf8Start[position] {
      return false
    }
    return true
  }

  private static func line(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    1 + bytes[..<offset].count { $0 == 0x0A }
  }
}
