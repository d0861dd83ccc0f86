import Foundation

/// A compact binary form of any `Codable` value whose coding is synthesized: values are written
/// in the order the type encodes them, without keys, so reading one back is a walk over the
/// bytes rather than a parse (the cache's days are read by every programme command, and a large
/// conference's day holds hundreds of sessions).
///
/// The layout: integers as 8 bytes little-endian, a Boolean as one byte, a string as its UTF-8
/// length (4 bytes) and bytes, an array as its element count (4 bytes) and elements, an
/// optional as a presence byte (0 or 1) before its value. The bytes start with `magic`, so a
/// reader tells them from the JSON an earlier version stored.
///
/// Only for types whose `init(from:)` decodes what `encode(to:)` encodes, in the same order,
/// which synthesized conformances do; keys are never written, so a type's fields may not be
/// reordered without changing `magic`.
enum PositionalArchive {
  /// The first bytes of every archive.
  static let magic: [UInt8] = Array("conf-archive-1\n".utf8)

  /// Why bytes could not be read back.
  struct Malformed: Error {
    let reason: String
  }

  /// The archive of `value`.
  static func encode(_ value: some Encodable) throws -> Data {
    let writer = Writer()
    writer.bytes = magic
    try value.encode(to: ArchiveEncoder(writer: writer))
    return Data(writer.bytes)
  }

  /// Whether `data` is an archive (rather than, say, JSON).
  static func isArchive(_ data: Data) -> Bool {
    data.starts(with: magic)
  }

  /// The value `data` holds.
  ///
  /// - Throws: `Malformed` when the bytes end early, a count or a length is out of range, a
  ///   string is not UTF-8, or bytes are left over.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    guard isArchive(data) else { throw Malformed(reason: "no archive header") }
    return try data.withUnsafeBytes { bytes in
      // The reader never outlives this closure: the decoding ends inside it.
      let reader = Reader(bytes: bytes)
      reader.offset = magic.count
      let value = try Value(from: ArchiveDecoder(reader: reader))
      guard reader.offset == reader.bytes.count else {
        throw Malformed(reason: "\(reader.bytes.count - reader.offset) bytes left over")
      }
      return value
    }
  }
}

extension PositionalArchive {
  /// Any `Optional`, to refuse one where the archive cannot mark its absence.
  protocol OptionalValue {}
}

extension Optional: PositionalArchive.OptionalValue {}
