extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The field names in order, without their values: `[Authorization, Content-Type]`.
  ///
  /// Values are left out because they may hold credentials (`Authorization`, `Cookie`,
  /// `Set-Cookie`, API keys); read them with the subscript.
  public var description: String {
    "[" + map(\.name).joined(separator: ", ") + "]"
  }

  /// `HTTPHeaders([Authorization, Content-Type])`: the names only, as in `description`.
  public var debugDescription: String { "HTTPHeaders(\(description))" }

  /// A mirror whose children are the field names, so `dump` prints no value.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: map(\.name))
  }
}

extension HTTPHeaders.Field: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// `Authorization: <redacted>`: the name, never the value.
  public var description: String { "\(name): <redacted>" }

  /// `HTTPHeaders.Field(name: Authorization, value: <redacted>)`.
  public var debugDescription: String {
    "HTTPHeaders.Field(name: \(name), value: <redacted>)"
  }

  /// A mirror with the name only, so `dump` prints no value.
  public var customMirror: Mirror { Mirror(self, children: ["name": name]) }
}
