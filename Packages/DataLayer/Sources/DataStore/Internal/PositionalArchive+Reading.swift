import Foundation

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
  static func read<Value: Decodable>(_ type: Value.Type, from reader: Reader) throws
    -> Value
  {
    if Value.self == String.self, let text = try reader.string() as? Value { return text }
    if Value.self == Int.self, let number = Int(exactly: try reader.integer()) as? Value {
      return number
    }
    if Value.self == Bool.self, let flag = try reader.boolean() as? Value { return flag }
    if Value.self is any OptionalValue.Type { throw undecodable(type) }
    return try Value(from: ArchiveDecoder(reader: reader))
  }

  static func undecodable(_ type: Any.Type) -> DecodingError {
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
      guard let value = Int(exactly: try reader.integer()) else { throw undecodable(type) }
      return value
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw undecodable(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw undecodable(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw undecodable(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw undecodable(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw undecodable(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw undecodable(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw undecodable(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw undecodable(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw undecodable(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw undecodable(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw undecodable(type) }
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
      guard let value = Int(exactly: try reader.integer()) else { throw undecodable(type) }
      return value
    }
    func decode(_ type: Double.Type) throws -> Double { throw undecodable(type) }
    func decode(_ type: Float.Type) throws -> Float { throw undecodable(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw undecodable(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw undecodable(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw undecodable(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw undecodable(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw undecodable(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw undecodable(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw undecodable(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw undecodable(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw undecodable(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try read(type, from: reader)
    }
  }
}
