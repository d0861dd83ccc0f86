import HTTPTypes

/// Reads the request line and header fields of an HTTP/1.x request (RFC 9112), strictly: bare
/// LF line ends, folded headers, spaces before the colon and control characters are refused.
enum RequestHeadParser {
  /// Where the head lies in `buffer`: it starts after any empty lines and ends after the blank
  /// line; `nil` while the blank line has not arrived.
  ///
  /// `searchStart` skips bytes already searched (pass the previous length less 3), so a head
  /// that arrives a byte at a time costs linear, not quadratic, work.
  static func locateHead(in buffer: [UInt8], searchingFrom searchStart: Int = 0) -> Range<Int>? {
    var start = 0
    while start + 1 < buffer.count, buffer[start] == cr, buffer[start + 1] == lf {
      start += 2
    }
    var index = max(start, searchStart)
    while index + 3 < buffer.count {
      if buffer[index] == cr, buffer[index + 1] == lf, buffer[index + 2] == cr,
        buffer[index + 3] == lf
      {
        return start..<(index + 4)
      }
      index += 1
    }
    return nil
  }

  /// Parses a head located by `locateHead(in:)`.
  static func parse(_ head: ArraySlice<UInt8>) throws(ProtocolFailure) -> RequestHead {
    var lines = try split(head)
    guard !lines.isEmpty else { throw .badRequest("The request line is missing.") }
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: space, omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw .badRequest("The request line must be: METHOD TARGET HTTP/1.1.")
    }
    guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenCharacter) else {
      throw .badRequest("The request method is not a valid token.")
    }
    guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      throw .badRequest("The request target contains characters that are not allowed.")
    }
    let minorVersion = try version(parts[2])
    var headers = HTTPHeaders()
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        throw .badRequest("A header line has no colon.")
      }
      let name = line[line.startIndex..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else {
        throw .badRequest("A header name is empty or contains characters that are not allowed.")
      }
      let value = line[(colon + 1)...]
      guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) }) else {
        throw .badRequest("A header value contains control characters.")
      }
      headers.add(
        name: String(decoding: name, as: UTF8.self),
        value: String(decoding: value, as: UTF8.self).trimmingASCIIWhitespace())
    }
    if minorVersion >= 1 && headers["Host"] == nil {
      throw .badRequest("An HTTP/1.1 request must have a Host header.")
    }
    return RequestHead(
      method: HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self)),
      target: String(decoding: parts[1], as: UTF8.self),
      minorVersion: minorVersion, headers: headers)
  }

  /// The body length from `Content-Length` (0 when absent).
  ///
  /// - Throws: 501 for any `Transfer-Encoding`, 400 for an invalid or conflicting length, 413
  ///   for a length over `limit`.
  static func contentLength(of head: RequestHead, limit: Int) throws(ProtocolFailure) -> Int {
    if head.headers.contains(where: { $0.name.lowercased() == "transfer-encoding" }) {
      throw .unsupportedTransferEncoding
    }
    let values = head.headers.filter { $0.name.lowercased() == "content-length" }
      .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingASCIIWhitespace() }
    guard let first = values.first else { return 0 }
    guard values.allSatisfy({ $0 == first }), !first.isEmpty,
      first.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw .badRequest("Content-Length must be one non-negative integer.")
    }
    guard let length = Int(first), length <= limit else {
      throw .payloadTooLarge(limit: limit)
    }
    return length
  }

  private static let cr = UInt8(ascii: "\r")
  private static let lf = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  /// The lines of `head` without their CRLF; a bare CR or LF, or a folded line, is refused.
  private static func split(_ head: ArraySlice<UInt8>) throws(ProtocolFailure) -> [ArraySlice<
    UInt8
  >] {
    var lines: [ArraySlice<UInt8>] = []
    var lineStart = head.startIndex
    var index = head.startIndex
    while index < head.endIndex {
      let byte = head[index]
      if byte == cr {
        guard index + 1 < head.endIndex, head[index + 1] == lf else {
          throw .badRequest("A line ends with a bare CR.")
        }
        lines.append(head[lineStart..<index])
        index += 2
        lineStart = index
      } else if byte == lf {
        throw .badRequest("A line ends with a bare LF; use CRLF.")
      } else {
        index += 1
      }
    }
    if lineStart < head.endIndex {
      lines.append(head[lineStart..<head.endIndex])
    }
    if lines.dropFirst().contains(where: { $0.first == space || $0.first == tab }) {
      throw .badRequest("Folded header lines are not allowed.")
    }
    return lines
  }

  private static func version(_ text: ArraySlice<UInt8>) throws(ProtocolFailure) -> Int {
    let string = String(decoding: text, as: UTF8.self)
    switch string {
    case "HTTP/1.1": return 1
    case "HTTP/1.0": return 0
    default:
      let isVersion =
        string.count == 8 && string.hasPrefix("HTTP/")
        && string.utf8.dropFirst(5).enumerated()
          .allSatisfy { offset, byte in
            offset == 1
              ? byte == UInt8(ascii: ".") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          }
      throw isVersion
        ? .unsupportedVersion : .badRequest("The request line must end with HTTP/1.1.")
    }
  }

  /// `tchar` of RFC 9110: letters, digits and ``!#$%&'*+-.^_`|~``.
  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
