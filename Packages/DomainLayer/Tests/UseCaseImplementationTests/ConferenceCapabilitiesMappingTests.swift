import Domain
import Entity
import Testing
import UseCaseImplementation

/// Every capability a data source can declare reaches the domain as the same capability.
struct ConferenceCapabilitiesMappingTests {
  @Test(
    arguments: [
      (SourceCapabilitiesEntity.accounts, ConferenceCapabilities.accounts),
      (.tickets, .tickets), (.bookmarksOnServer, .bookmarksOnServer),
      (.programmeChanges, .programmeChanges),
      (
        [.accounts, .tickets, .bookmarksOnServer, .programmeChanges],
        [.accounts, .tickets, .bookmarksOnServer, .programmeChanges]
      ),
      ([], []),
    ] as [(SourceCapabilitiesEntity, ConferenceCapabilities)])
  func mapsEachCapability(entity: SourceCapabilitiesEntity, domain: ConferenceCapabilities) {
    #expect(ConferenceCapabilities(entity) == domain)
  }

  @Test("no bit a source can declare is lost on the way")
  func noBitIsLost() {
    let every = SourceCapabilitiesEntity(rawValue: 0b1111)
    #expect(ConferenceCapabilities(every).rawValue == every.rawValue)
  }
}
