public import Domain
public import Entity

extension ConferenceCapabilities {
  /// What the data source declared, in the domain's terms.
  public init(_ entity: SourceCapabilitiesEntity) {
    var capabilities: ConferenceCapabilities = []
    if entity.contains(.accounts) { capabilities.insert(.accounts) }
    if entity.contains(.tickets) { capabilities.insert(.tickets) }
    if entity.contains(.bookmarksOnServer) { capabilities.insert(.bookmarksOnServer) }
    if entity.contains(.programmeChanges) { capabilities.insert(.programmeChanges) }
    self = capabilities
  }
}
