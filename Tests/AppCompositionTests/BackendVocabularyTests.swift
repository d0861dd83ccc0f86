import Foundation
import Testing

/// The backend's error codes (every `code:` docs/openapi.yaml names, and every code the data
/// layer's reading of the answers matches) are read in the data layer only: no source file of the domain, the presentation or the composition root spells one as
/// a string, so what reaches the domain says what happened, not how the backend put it.
@Suite("Backend codes stay in the data layer")
struct BackendVocabularyTests {
  private static let repository = ErrorTable.repository

  @Test("no source above the data layer spells a backend error code")
  func noBackendCodeAboveTheDataLayer() throws {
    let contract = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
    let reading = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Packages/DataLayer/Sources/RepositoryImplementation/Internal/"
          + "RepositoryError+APIClientError.swift"),
      encoding: .utf8)
    let codes = Set(
      contract.matches(of: /code: ([a-z]+(?:_[a-z]+)+)/).map { String($0.output.1) }
        + contract.matches(of: /\| `([a-z]+(?:_[a-z]+)+)` \|/).map { String($0.output.1) }
        + reading.matches(of: /"([a-z]+(?:_[a-z]+)+)"/).map { String($0.output.1) })
    #expect(codes.isSuperset(of: ["session_not_found", "already_owned", "bad_request"]))
    var found: [String] = []
    for folder in [
      "Packages/DomainLayer/Sources", "Packages/PresentationLayer/Sources", "App",
    ] {
      let root = Self.repository.appendingPathComponent(folder)
      for file in try FileManager.default.subpathsOfDirectory(atPath: root.path)
      where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for match in text.matches(of: /"([a-z]+(?:_[a-z]+)+)"/)
        where codes.contains(String(match.output.1)) {
          found.append("\(folder)/\(file): \(match.output.1)")
        }
      }
    }
    #expect(found == [])
  }
}
