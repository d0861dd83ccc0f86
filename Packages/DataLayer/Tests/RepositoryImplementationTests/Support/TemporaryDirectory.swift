import Foundation

/// Runs `body` with a fresh empty folder that is deleted afterwards.
func withTemporaryDirectory<Result>(
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appending(
      path: "RepositoryImplementationTests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await body(folder)
}
