/// What a conference's source offers besides its programme: the one answer every layer reads
/// (the command line refuses a command needing what is missing, the app shows only the tabs
/// the source serves, the bookmark features know where bookmarks are kept).
///
/// The data source declares it; nothing recognises a source by its name or its address.
public struct ConferenceCapabilities: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Accounts: logging in and out, a profile, onboarding.
  public static let accounts = ConferenceCapabilities(rawValue: 1 << 0)
  /// Tickets: buying one and checking in.
  public static let tickets = ConferenceCapabilities(rawValue: 1 << 1)
  /// Bookmarks kept by the source for the logged-in person (so they need a login); without
  /// it, bookmarks are kept on this device and need none.
  public static let bookmarksOnServer = ConferenceCapabilities(rawValue: 1 << 2)
  /// What changed in the programme since the person last looked.
  public static let programmeChanges = ConferenceCapabilities(rawValue: 1 << 3)

  /// Every capability with the words people read it as, in this order.
  public static let named: [(capability: ConferenceCapabilities, name: String)] = [
    (.accounts, "accounts"), (.tickets, "tickets"),
    (.bookmarksOnServer, "bookmarks kept on a server"),
    (.programmeChanges, "programme changes"),
  ]

  /// The capabilities in this set, as people read them (`accounts and tickets`); empty for
  /// none.
  public var names: [String] {
    Self.named.filter { contains($0.capability) }.map(\.name)
  }
}
