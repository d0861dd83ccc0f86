public import Domain
import Foundation
public import Repository
public import UseCase

/// Adds a conference through a `ConferenceCatalogRepository`, which reads and validates the
/// programme before saving anything.
public struct AddConferenceUseCaseImplementation: AddConferenceUseCase {
  private let catalogs: any ConferenceCatalogRepository

  /// Creates the use case.
  public init(catalogs: any ConferenceCatalogRepository) {
    self.catalogs = catalogs
  }

  /// The added (and now current) conference; see `AddConferenceUseCase`.
  public func callAsFunction(
    source: String, timeZone: String?, title: String?
  ) async throws(ConferenceError) -> ConferenceListing {
    let title = title?.trimmingCharacters(in: .whitespacesAndNewlines)
    let text = source.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else {
      throw .unreadableSource(reason: "no source was given")
    }
    do {
      let entity = try await catalogs.addConference(
        source: text, timeZone: timeZone, title: title.flatMap { $0.isEmpty ? nil : $0 })
      return ConferenceCatalogReader.listing(entity, isCurrent: true)
    } catch {
      throw ConferenceError(error, source: text)
    }
  }
}
