import Foundation

/// The line format of `JSONLinesAnalytics`: `{"sent":false,"id":"<UUID>",` at fixed positions,
/// then the event's own fields with sorted keys, then a line break.
enum StoredLine {
  /// Whether a line waits for upload, was sent, or is not one this format wrote.
  enum State: Equatable {
    /// Written by `encode` and not marked sent yet.
    case pending
    /// Marked sent.
    case sent
    /// Any other line: written by an older version, or damaged. Never uploaded.
    case foreign
  }

  /// One line of the file: its bytes (with the line break), its state and identifier.
  struct Line {
    let range: Range<Int>
    let state: State
    let id: UUID?
  }

  /// Where `false` starts in `{"sent":false`.
  static let markerOffset = 8
  /// What marking a line sent writes over `false`: as long, and still JSON.
  static let sentMarker = Array("true ".utf8)

  private static let pendingPrefix = Array(#"{"sent":false,"id":""#.utf8)
  private static let sentPrefix = Array(#"{"sent":true ,"id":""#.utf8)
  private static let idLength = 36
  private static let lineBreak = UInt8(ascii: "\n")

  /// Encodes `event` as one unsent line stored under `id`, or `nil` when it cannot be encoded.
  static func encode(_ event: AnalyticsEvent, id: UUID) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    guard let body = try? encoder.encode(event), body.first == UInt8(ascii: "{") else {
      return nil
    }
    return pendingPrefix + Array(id.uuidString.utf8) + Array(#"","#.utf8) + body.dropFirst()
      + [lineBreak]
  }

  /// The event in a line's bytes, or `nil` when they are not one.
  static func decode(_ bytes: ArraySlice<UInt8>, with decoder: JSONDecoder) -> AnalyticsEvent? {
    try? decoder.decode(AnalyticsEvent.self, from: Data(bytes))
  }

  /// A decoder for `decode`.
  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The lines of `bytes`, in order; a last line without a line break counts as foreign.
  static func lines(in bytes: [UInt8]) -> [Line] {
    var lines: [Line] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: lineBreak).map { $0 + 1 } ?? bytes.count
      let isWhole = bytes[end - 1] == lineBreak
      lines.append(classify(bytes, start..<end, isWhole: isWhole))
      start = end
    }
    return lines
  }

  private static func classify(_ bytes: [UInt8], _ range: Range<Int>, isWhole: Bool) -> Line {
    let prefixLength = pendingPrefix.count
    let idEnd = range.lowerBound + prefixLength + idLength
    guard isWhole, range.count > prefixLength + idLength + 2,
      bytes[idEnd] == UInt8(ascii: "\""), bytes[idEnd + 1] == UInt8(ascii: ",")
    else { return Line(range: range, state: .foreign, id: nil) }
    let prefix = bytes[range.lowerBound..<range.lowerBound + prefixLength]
    let state: State =
      if prefix.elementsEqual(pendingPrefix) {
        .pending
      } else if prefix.elementsEqual(sentPrefix) {
        .sent
      } else {
        .foreign
      }
    let idText = String(decoding: bytes[(idEnd - idLength)..<idEnd], as: UTF8.self)
    guard state != .foreign, let id = UUID(uuidString: idText) else {
      return Line(range: range, state: .foreign, id: nil)
    }
    return Line(range: range, state: state, id: id)
  }
}
