/// A setting a person keeps on this device (`conf settings set NAME VALUE`), declared once: its
/// name, what it changes, the values it takes and how a value is read. ``all`` is the one list
/// the command, its completion, its help and the docs read.
///
/// Adding a setting is declaring it in an extension (its own file, as
/// ``timeZone`` is), adding it to ``all``, and reading it where it takes effect through
/// ``DeviceSettings``; the store, the use cases, the view model and the command are shared.
public struct DeviceSetting: Sendable, Identifiable, CustomStringConvertible {
  /// Its name on the command line and in the settings file, such as `time-zone`.
  public let id: String
  /// What it changes, one sentence.
  public let summary: String
  /// The values it takes, as people read them (`an IANA time zone name such as Europe/Paris,
  /// or UTC`).
  public let accepts: String
  /// Values completion offers.
  public let suggestedValues: [String]
  private let read: @Sendable (String) -> String?

  /// Declares a setting.
  ///
  /// - Parameters:
  ///   - id: Its name, lowercase words joined by `-`.
  ///   - summary: What it changes, one sentence.
  ///   - accepts: The values it takes, as people read them.
  ///   - suggestedValues: Values completion offers.
  ///   - read: The value `text` means, written as it is kept, or `nil` when it means none.
  public init(
    id: String, summary: String, accepts: String, suggestedValues: [String] = [],
    read: @escaping @Sendable (String) -> String?
  ) {
    self.id = id
    self.summary = summary
    self.accepts = accepts
    self.suggestedValues = suggestedValues
    self.read = read
  }

  /// The name.
  public var description: String { id }

  /// The choice `text` makes for this setting, written as it is kept (`Europe/Paris` for
  /// `europe/paris`), or `nil` when the setting does not take it.
  public func choice(_ text: String) -> Choice? {
    read(text).map { Choice(setting: id, value: $0) }
  }

  /// A value a setting takes, made only by ``DeviceSetting/choice(_:)``, so an invalid one
  /// cannot be kept.
  public struct Choice: Sendable, Equatable {
    /// The setting's name.
    public let setting: String
    /// The value as it is kept.
    public let value: String

    fileprivate init(setting: String, value: String) {
      self.setting = setting
      self.value = value
    }
  }
}

extension DeviceSetting {
  /// Every setting, in the order `conf settings` lists them.
  public static let all: [DeviceSetting] = [.timeZone, .pastSessions]

  /// The setting called `name` (any letter case), or `nil`.
  public static func named(_ name: String) -> DeviceSetting? {
    all.first { $0.id == name.lowercased() }
  }
}
