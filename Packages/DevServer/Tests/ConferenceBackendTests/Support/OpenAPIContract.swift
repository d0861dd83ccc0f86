import Foundation

/// The API's contract, `docs/openapi.yaml`, as the tests read it: the one list of the codes the
/// backend may answer.
enum OpenAPIContract {
  /// The `…_not_found` codes the contract documents.
  static func notFoundCodes() throws -> Set<String> {
    let root = URL(filePath: #filePath)
    let repository = (0..<6).reduce(root) { url, _ in url.deletingLastPathComponent() }
    let text = try String(
      contentsOf: repository.appending(path: "docs/openapi.yaml"), encoding: .utf8)
    return Set(
      text.matches(of: /[a-z]+(?:_[a-z]+)*_not_found/).map { String($0.output) })
  }
}
