import Foundation

/// Runs `body` with a new empty folder, removed afterwards.
///
/// - Parameter preferringMemory: Make the folder in `/dev/shm` when the machine has it (a
///   tmpfs, where `fsync` costs nothing), for tests that make hundreds of synced writes to test
///   something else (locking, which works the same there).
func withTemporaryDirectory<Result>(
  preferringMemory: Bool = false, _ body: (URL) async throws -> Result
) async throws -> Result {
  let memory = URL(filePath: "/dev/shm", directoryHint: .isDirectory)
  let base =
    preferringMemory && FileManager.default.isWritableFile(atPath: memory.path)
    ? memory : FileManager.default.temporaryDirectory
  let folder = base.appending(
    path: "RepositoryImplementationTests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await body(folder)
}
