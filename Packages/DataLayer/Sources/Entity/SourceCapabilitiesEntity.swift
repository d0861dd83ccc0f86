/// What a conference's data source offers besides its programme, as the source declares it
/// (`ConferenceAPIClient.capabilities`): one set, read by every layer above, so that a new
/// source is added by declaring its capabilities and nowhere else.
public struct SourceCapabilitiesEntity: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Accounts: logging in and out, a profile, onboarding.
  public static let accounts = SourceCapabilitiesEntity(rawValue: 1 << 0)
  /// Tickets: buying one and checking in.
  public static let tickets = SourceCapabilitiesEntity(rawValue: 1 << 1)
  /// Bookmarks kept by the source for the logged-in person (queued while it cannot be
  /// reached); without it, bookmarks are kept on this device.
  public static let bookmarksOnServer = SourceCapabilitiesEntity(rawValue: 1 << 2)
  /// What changed in the programme since the person last looked.
  public static let programmeChanges = SourceCapabilitiesEntity(rawValue: 1 << 3)
}
