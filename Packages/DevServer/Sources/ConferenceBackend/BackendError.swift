/// Why a `ConferenceBackend` could not start.
public enum BackendError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The database file could not be opened or is not a database.
  case cannotOpenDatabase(path: String, reason: String)
  /// The file was written by a newer backend whose schema this one does not know.
  case unsupportedSchemaVersion(path: String, version: Int)
  /// Creating the schema or seeding the demo data failed.
  case cannotPrepareDatabase(path: String, reason: String)

  /// What happened and what to do about it.
  public var description: String {
    switch self {
    case .cannotOpenDatabase(let path, let reason):
      "Cannot open the backend database at \(path): \(reason). "
        + "Check that its folder exists and is writable, or delete the file to start afresh."
    case .unsupportedSchemaVersion(let path, let version):
      "The backend database at \(path) has schema version \(version), newer than this "
        + "backend understands. Use a newer build, or delete the file to start afresh."
    case .cannotPrepareDatabase(let path, let reason):
      "Cannot prepare the backend database at \(path): \(reason). "
        + "Delete the file to start afresh."
    }
  }
}
