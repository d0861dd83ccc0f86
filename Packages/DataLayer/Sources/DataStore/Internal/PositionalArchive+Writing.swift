import Foundation

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
  static func write(_ value: some Encodable, to writer: Writer) throws {
    // Checked first: a present optional would otherwise pass as its wrapped value.
    if value is any OptionalValue { throw unencodable(value) }
    switch value {
    case let text as String: writer.string(text)
    case let number as Int: writer.integer(Int64(number))
    case let flag as Bool: writer.boolean(flag)
    default: try value.encode(to: ArchiveEncoder(writer: writer))
    }
  }

  /// The one encoding of an optional: a presence byte, then the value when there is one.
  static func writeOptional(_ value: (some Encodable)?, to writer: Writer) throws {
    guard let value else {
      writer.boolean(false)
      return
    }
    writer.boolean(true)
    try write(value, to: writer)
  }

  static func unencodable(_ value: Any) -> EncodingError {
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
    mutating func encode(_ value: Double, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { throw unencodable(value) }
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

    mutating func encodeNil() throws { throw unencodable(Optional<Int>.none as Any) }

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

    mutating func encodeNil() throws { throw unencodable(Optional<Int>.none as Any) }
    mutating func encode(_ value: Bool) throws { writer.boolean(value) }
    mutating func encode(_ value: String) throws { writer.string(value) }
    mutating func encode(_ value: Int) throws { writer.integer(Int64(value)) }
    mutating func encode(_ value: Double) throws { throw unencodable(value) }
    mutating func encode(_ value: Float) throws { throw unencodable(value) }
    mutating func encode(_ value: Int8) throws { throw unencodable(value) }
    mutating func encode(_ value: Int16) throws { throw unencodable(value) }
    mutating func encode(_ value: Int32) throws { throw unencodable(value) }
    mutating func encode(_ value: Int64) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt8) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt16) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt32) throws { throw unencodable(value) }
    mutating func encode(_ value: UInt64) throws { throw unencodable(value) }
    mutating func encode(_ value: some Encodable) throws { try write(value, to: writer) }
  }
}
