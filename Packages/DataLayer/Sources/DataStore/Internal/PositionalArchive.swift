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

// MARK: - Writing

extension PositionalArchive {
  /// The bytes written so far, shared by every container of one encoding.
  final class Writer {
    var bytes: [UInt8] = []

    func integer(_ value: Int64) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    func count(_ value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) {
        bytes.append(contentsOf: $0)
      }
    }

    func string(_ value: String) {
      let utf8 = value.utf8
      count(utf8.count)
      bytes.append(contentsOf: utf8)
    }

    func boolean(_ value: Bool) {
      bytes.append(value ? 1 : 0)
    }

    /// Reserves a count to be filled in later; returns where it is.
    func reserveCount() -> Int {
      let position = bytes.count
      count(0)
      return position
    }

    func fillCount(at position: Int, with value: Int) {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { raw in
        for (index, byte) in raw.enumerated() {
          bytes[position + index] = byte
        }
      }
    }
  }

  struct ArchiveEncoder: Encoder {
    let writer: Writer
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      KeyedEncodingContainer(KeyedArchiveEncoder<Key>(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedArchiveEncoder(writer: writer)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueArchiveEncoder(writer: writer)
    }
  }

  /// Writes one value of any supported kind; the containers below all end here. An optional
  /// is supported only as a keyed field (`encodeIfPresent`): elsewhere its presence could not
  /// be told from the value's own bytes.
  fileprivate static func write(_ value: some Encodable, to writer: Writer) throws {
    // Checked first: a present optional would otherwise pass as its wrapped value.
    if value is any OptionalValue { throw unsupported(value) }
    switch value {
    case let text as String: writer.string(text)
    case let number as Int: writer.integer(Int64(number))
    case let flag as Bool: writer.boolean(flag)
    default: try value.encode(to: ArchiveEncoder(writer: writer))
    }
  }

  /// The one encoding of an optional: a presence byte, then the value when there is one.
  fileprivate static func writeOptional(_ value: (some Encodable)?, to writer: Writer) throws {
    guard let value else {
      writer.boolean(false)
      return
    }
    writer.boolean(true)
    try write(value, to: writer)
  }

  fileprivate static func unsupported(_ value: Any) -> EncodingError {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: [], debugDescription: "\(type(of: value)) has no archive form"))
  }

  struct KeyedArchiveEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: Writer
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws { writer.boolean(false) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { writer.boolean(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { writer.string(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { writer.integer(Int64(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { throw unsupported(value) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      try write(value, to: writer)
    }

    // Synthesized coding writes an optional with `encodeIfPresent`, whose default writes
    // nothing for `nil`: every overload writes the presence byte instead.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }
    mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
      try writeOptional(value, to: writer)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(KeyedArchiveEncoder<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      UnkeyedArchiveEncoder(writer: writer)
    }

    mutating func superEncoder() -> any Encoder { ArchiveEncoder(writer: writer) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ArchiveEncoder(writer: writer) }
  }

  /// An array: its count, reserved when the container opens and filled in as elements come.
  struct UnkeyedArchiveEncoder: UnkeyedEncodingContainer {
    let writer: Writer
    let countPosition: Int
    var codingPath: [any CodingKey] = []
    var count = 0

    init(writer: Writer) {
      self.writer = writer
      countPosition = writer.reserveCount()
    }

    private mutating func added() {
      count += 1
      writer.fillCount(at: countPosition, with: count)
    }

    mutating func encodeNil() throws { throw unsupported(Optional<Int>.none as Any) }

    mutating func encode(_ value: some Encodable) throws {
      try write(value, to: writer)
      added()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      added()
      return KeyedEncodingContainer(KeyedArchiveEncoder<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      added()
      return UnkeyedArchiveEncoder(writer: writer)
    }

    mutating func superEncoder() -> any Encoder {
      added()
      return ArchiveEncoder(writer: writer)
    }
  }

  struct SingleValueArchiveEncoder: SingleValueEncodingContainer {
    let writer: Writer
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { throw unsupported(Optional<Int>.none as Any) }
    mutating func encode(_ value: Bool) throws { writer.boolean(value) }
    mutating func encode(_ value: String) throws { writer.string(value) }
    mutating func encode(_ value: Int) throws { writer.integer(Int64(value)) }
    mutating func encode(_ value: Double) throws { throw unsupported(value) }
    mutating func encode(_ value: Float) throws { throw unsupported(value) }
    mutating func encode(_ value: Int8) throws { throw unsupported(value) }
    mutating func encode(_ value: Int16) throws { throw unsupported(value) }
    mutating func encode(_ value: Int32) throws { throw unsupported(value) }
    mutating func encode(_ value: Int64) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt8) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt16) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt32) throws { throw unsupported(value) }
    mutating func encode(_ value: UInt64) throws { throw unsupported(value) }
    mutating func encode(_ value: some Encodable) throws { try write(value, to: writer) }
  }
}

// MARK: - Reading

extension PositionalArchive {
  /// The bytes being read and how far, shared by every container of one decoding; valid only
  /// while `decode` runs (it reads the caller's buffer in place, without a copy).
  final class Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    init(bytes: UnsafeRawBufferPointer) {
      self.bytes = bytes
    }

    private func take(_ length: Int) throws -> Range<Int> {
      guard length >= 0, bytes.count - offset >= length else {
        throw Malformed(reason: "the bytes end early at \(offset)")
      }
      defer { offset += length }
      return offset..<(offset + length)
    }

    func integer() throws -> Int64 {
      var value: UInt64 = 0
      for (shift, index) in try take(8).enumerated() {
        value |= UInt64(bytes[index]) << (8 * UInt64(shift))
      }
      return Int64(bitPattern: value)
    }

    func count() throws -> Int {
      var value: UInt32 = 0
      for (shift, index) in try take(4).enumerated() {
        value |= UInt32(bytes[index]) << (8 * UInt32(shift))
      }
      return Int(value)
    }

    func string() throws -> String {
      let range = try take(try count())
      guard let text = String(validating: bytes[range], as: UTF8.self) else {
        throw Malformed(reason: "a string at \(range.lowerBound) is not UTF-8")
      }
      return text
    }

    func boolean() throws -> Bool {
      switch bytes[try take(1).lowerBound] {
      case 0: return false
      case 1: return true
      case let other: throw Malformed(reason: "\(other) is not a Boolean at \(offset - 1)")
      }
    }
  }

  struct ArchiveDecoder: Decoder {
    let reader: Reader
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(KeyedArchiveDecoder<Key>(reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try UnkeyedArchiveDecoder(reader: reader)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleValueArchiveDecoder(reader: reader)
    }
  }

  /// Reads one value of any supported kind; the containers below all end here.
  fileprivate static func read<Value: Decodable>(_ type: Value.Type, from reader: Reader) throws
    -> Value
  {
    if Value.self == String.self, let text = try reader.string() as? Value { return text }
    if Value.self == Int.self, let number = Int(exactly: try reader.integer()) as? Value {
      return number
    }
    if Value.self == Bool.self, let flag = try reader.boolean() as? Value { return flag }
    if Value.self is any OptionalValue.Type { throw unsupported(type) }
    return try Value(from: ArchiveDecoder(reader: reader))
  }

  fileprivate static func unsupported(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type, DecodingError.Context(codingPath: [], debugDescription: "\(type) has no archive form"))
  }

  /// Reads fields in the order the type asks for them; keys are not in the bytes.
  struct KeyedArchiveDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: Reader
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { [] }

    /// Every key is there: an optional's absence is its presence byte, which `decodeNil` reads
    /// (the default `decodeIfPresent` asks `contains`, then `decodeNil`, then decodes).
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try !reader.boolean() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.boolean() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      guard let value = Int(exactly: try reader.integer()) else { throw unsupported(type) }
      return value
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw unsupported(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw unsupported(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw unsupported(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw unsupported(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw unsupported(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw unsupported(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw unsupported(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw unsupported(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw unsupported(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw unsupported(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw unsupported(type) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try read(type, from: reader)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      KeyedDecodingContainer(KeyedArchiveDecoder<NestedKey>(reader: reader))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try UnkeyedArchiveDecoder(reader: reader)
    }

    func superDecoder() throws -> any Decoder { ArchiveDecoder(reader: reader) }
    func superDecoder(forKey key: Key) throws -> any Decoder { ArchiveDecoder(reader: reader) }
  }

  struct UnkeyedArchiveDecoder: UnkeyedDecodingContainer {
    let reader: Reader
    var codingPath: [any CodingKey] = []
    let count: Int?
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: Reader) throws {
      self.reader = reader
      let count = try reader.count()
      // Every element takes at least a byte: a count past the bytes left is damage.
      guard count <= reader.bytes.count - reader.offset else {
        throw Malformed(reason: "a count of \(count) runs past the end")
      }
      self.count = count
    }

    private mutating func next() throws {
      guard !isAtEnd else { throw Malformed(reason: "an array read past its count") }
      currentIndex += 1
    }

    /// No element is nil: an optional element has no archive form.
    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try next()
      return try read(type, from: reader)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next()
      return KeyedDecodingContainer(KeyedArchiveDecoder<NestedKey>(reader: reader))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next()
      return try UnkeyedArchiveDecoder(reader: reader)
    }

    mutating func superDecoder() throws -> any Decoder {
      try next()
      return ArchiveDecoder(reader: reader)
    }
  }

  struct SingleValueArchiveDecoder: SingleValueDecodingContainer {
    let reader: Reader
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.boolean() }
    func decode(_ type: String.Type) throws -> String { try reader.string() }
    func decode(_ type: Int.Type) throws -> Int {
      guard let value = Int(exactly: try reader.integer()) else { throw unsupported(type) }
      return value
    }
    func decode(_ type: Double.Type) throws -> Double { throw unsupported(type) }
    func decode(_ type: Float.Type) throws -> Float { throw unsupported(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw unsupported(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw unsupported(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw unsupported(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw unsupported(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw unsupported(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw unsupported(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw unsupported(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw unsupported(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw unsupported(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try read(type, from: reader)
    }
  }
}

/// Any `Optional`, to refuse one where the archive cannot mark its absence.
private protocol OptionalValue {}

extension Optional: OptionalValue {}
