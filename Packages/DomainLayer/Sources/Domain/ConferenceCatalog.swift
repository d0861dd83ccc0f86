/// Every conference this device can show, the demo first, and which one is current.
public struct ConferenceCatalog: Sendable, Equatable {
  /// The conferences: the demo, then the added ones in the order they were added.
  public let listings: [ConferenceListing]

  /// Creates a catalog.
  public init(listings: [ConferenceListing]) {
    self.listings = listings
  }

  /// The current conference (the demo when nothing else is).
  public var current: ConferenceListing? {
    listings.first(where: \.isCurrent) ?? listings.first
  }

  /// The conference `text` names: its name exactly, or a unique prefix of its name or title,
  /// ignoring case.
  ///
  /// - Throws: `ConferenceError.notFound` (with every name, for a did-you-mean) or
  ///   `.ambiguous` (with the names it could mean).
  public func match(_ text: String) throws(ConferenceError) -> ConferenceListing {
    let wanted = text.trimmingWhitespace().lowercased()
    if let exact = listings.first(where: { $0.name.lowercased() == wanted }) {
      return exact
    }
    let matches = listings.filter {
      !wanted.isEmpty
        && ($0.name.lowercased().hasPrefix(wanted) || $0.title.lowercased().hasPrefix(wanted))
    }
    if matches.count == 1, let only = matches.first {
      return only
    }
    if matches.isEmpty {
      throw .notFound(name: text, known: listings.map(\.name))
    }
    throw .ambiguous(name: text, matches: matches.map(\.name))
  }
}
