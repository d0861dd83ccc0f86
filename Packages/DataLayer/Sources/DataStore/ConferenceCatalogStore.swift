public import Entity
public import Foundation

/// The list of added conferences, in one JSON file (for example `<CONF_HOME>/conferences.json`),
/// created 0600 in a 0700 folder, replaced atomically, never through a link.
public struct ConferenceCatalogStore: Sendable {
  /// Where the list is kept.
  public let fileURL: URL
  private let file: SecureFile

  /// Creates a store at `fileURL`; touches nothing yet.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    file = SecureFile(path: fileURL.path(percentEncoded: false))
  }

  /// The stored list; `.empty` when there is no file.
  ///
  /// - Throws: ``CredentialStoreError`` when the file is refused (open to others, a link, not
  ///   ours), does not decode, or cannot be read.
  public func load() throws(CredentialStoreError) -> ConferenceCatalogEntity {
    guard let data = try file.read() else { return .empty }
    do {
      return try Self.decoder.decode(ConferenceCatalogEntity.self, from: data)
    } catch {
      throw .corrupt(
        path: file.path, reason: (error as? DecodingError)?.fieldReason ?? "unreadable content")
    }
  }

  /// Replaces the stored list with `catalog`, atomically.
  ///
  /// - Throws: ``CredentialStoreError`` when the folder is refused or a write step fails.
  public func save(_ catalog: ConferenceCatalogEntity) throws(CredentialStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data: Data
    do {
      data = try encoder.encode(catalog)
    } catch {
      throw .unwritable(path: file.path, reason: "the list does not encode")
    }
    try file.write(data)
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
