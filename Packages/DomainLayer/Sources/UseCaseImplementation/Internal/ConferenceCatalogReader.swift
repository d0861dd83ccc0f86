import Domain
import Entity
import Foundation
import Repository

/// Reads the catalog every conference use case starts from: the demo (described by its own
/// programme repository, best effort) and the added conferences.
struct ConferenceCatalogReader: Sendable {
  let catalogs: any ConferenceCatalogRepository
  let demo: any TimetableRepository

  /// The catalog, or the failure reading the list of added conferences means.
  func read() async throws(ConferenceError) -> ConferenceCatalog {
    let entity: ConferenceCatalogEntity
    do {
      entity = try await catalogs.catalog()
    } catch {
      throw ConferenceError(error)
    }
    let described = try? await demo.conference().value
    let demoListing = ConferenceListing(
      name: ConferenceListing.demoName, title: described?.title ?? "the demo conference",
      source: nil, timeZone: described.flatMap { TimeZone(identifier: $0.timeZone) },
      firstDate: described?.days.first.flatMap { CalendarDate($0.date) },
      lastDate: described?.days.last.flatMap { CalendarDate($0.date) }, sessionCount: nil,
      refreshedAt: nil, isCurrent: entity.current == nil)
    return ConferenceCatalog(
      listings: [demoListing]
        + entity.conferences.map { Self.listing($0, isCurrent: $0.name == entity.current) })
  }

  /// `entity` in the domain's terms.
  static func listing(_ entity: ConferenceListingEntity, isCurrent: Bool) -> ConferenceListing {
    ConferenceListing(
      name: entity.name, title: entity.title, source: entity.source,
      timeZone: TimeZone(identifier: entity.timeZone), firstDate: CalendarDate(entity.firstDate),
      lastDate: CalendarDate(entity.lastDate), sessionCount: entity.sessionCount,
      refreshedAt: entity.refreshedAt, isCurrent: isCurrent, notes: entity.notes)
  }
}
