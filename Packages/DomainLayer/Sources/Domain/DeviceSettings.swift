/// The settings kept on this device, each only with a value its setting takes: a value edited
/// by hand into something the setting no longer takes, or a setting this version does not know,
/// counts as not set.
public struct DeviceSettings: Sendable, Equatable {
  /// The kept values by setting name.
  public let values: [String: String]

  /// No setting set.
  public static let none = DeviceSettings([:])

  /// The settings `stored` holds, by name, as the store keeps them.
  public init(_ stored: [String: String]) {
    values = stored.reduce(into: [:]) { values, entry in
      if let choice = DeviceSetting.named(entry.key)?.choice(entry.value) {
        values[choice.setting] = choice.value
      }
    }
  }

  /// The value kept for `setting`, or `nil` when it is not set.
  public subscript(setting: DeviceSetting) -> String? {
    values[setting.id]
  }
}
