/// An ordered list of HTTP header fields with case-insensitive lookup by name.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
  /// One header field.
  public struct Field: Sendable, Equatable {
    /// The field name as sent.
    public var name: String
    /// The field value.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  private var fields: [Field]

  /// Creates headers from fields, keeping their order.
  public init(_ fields: [Field] = []) {
    self.fields = fields
  }

  /// Creates headers from a literal such as `["Content-Type": "application/json"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.fields = elements.map { Field(name: $0.0, value: $0.1) }
  }

  /// The first value for `name`, compared case-insensitively; setting replaces every field with
  /// that name (or removes them when set to `nil`).
  public subscript(name: String) -> String? {
    get {
      let key = name.lowercased()
      return fields.first { $0.name.lowercased() == key }?.value
    }
    set {
      let key = name.lowercased()
      fields.removeAll { $0.name.lowercased() == key }
      if let newValue {
        fields.append(Field(name: name, value: newValue))
      }
    }
  }

  /// Appends a field without replacing existing ones.
  public mutating func add(name: String, value: String) {
    fields.append(Field(name: name, value: value))
  }

  /// The number of fields.
  public var count: Int { fields.count }

  /// Iterates the fields in order.
  public func makeIterator() -> IndexingIterator<[Field]> {
    fields.makeIterator()
  }
}
