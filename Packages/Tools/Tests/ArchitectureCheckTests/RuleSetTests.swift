import ArchitectureCheck
import Testing

@Suite("RuleSet")
struct RuleSetTests {
  @Test("a rules file parses into whole values with locations")
  func parses() throws {
    let text = """
      {
        "version": 2,
        "exclude": ["Fixtures"],
        "groups": { "ui": ["SwiftUI"] },
        "layers": [
          {
            "name": "base",
            "modules": { "B": { "mayImport": ["A"], "holds": "b" }, "A": { "mayImport": [] } }
          }
        ],
        "tests": { "suffix": "Tests", "mayAlsoImport": ["Testing"] },
        "documents": { "README.md": ["graph"] },
        "rules": [
          {
            "id": "no-ui", "kind": "forbid", "from": ["*"], "to": ["@ui"],
            "why": "w", "fix": "f"
          }
        ],
        "exceptions": [
          { "rule": "no-ui", "from": "A", "to": "SwiftUI", "reason": "r" }
        ]
      }
      """
    let ruleSet = try RuleSet.parse(Array(text.utf8), path: "rules.json")
    #expect(
      ruleSet
        == RuleSet(
          path: "rules.json", exclude: ["Fixtures"], groups: ["ui": ["SwiftUI"]],
          layers: [
            Layer(
              name: "base",
              modules: [
                ModuleEntry(
                  "A", location: SourceLocation(path: "rules.json", line: 8, column: 63)),
                ModuleEntry(
                  "B", mayImport: ["A"], holds: "b",
                  location: SourceLocation(path: "rules.json", line: 8, column: 20)),
              ])
          ],
          tests: TestPolicy(suffix: "Tests", mayAlsoImport: ["Testing"]),
          documents: ["README.md": ["graph"]],
          rules: [
            Rule(
              id: "no-ui", kind: .forbid, why: "w", fix: "f", modules: ["*"], forbidden: ["@ui"],
              location: SourceLocation(path: "rules.json", line: 15, column: 13))
          ],
          exceptions: [
            RuleException(
              rule: "no-ui", from: "A", to: "SwiftUI", reason: "r",
              location: SourceLocation(path: "rules.json", line: 20, column: 7))
          ]))
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    var json: String
    var message: String
    var testDescription: String { message }
  }

  static let invalid: [Invalid] = [
    Invalid(json: "{", message: "r.json is not valid JSON"),
    Invalid(
      json: #"{"rules": [], "layer": []}"#,
      message: "r.json has unknown key(s) layer; allowed here: $comment, description, version, "
        + "exclude, groups, layers, tests, documents, rules, exceptions."),
    Invalid(
      json: #"{"version": 1, "rules": []}"#,
      message: "r.json: version 1 is not supported; use 2. Version 2 merged \"allowlists\" into "
        + "\"layers\""),
    Invalid(
      json: #"{"rules": [], "layers": [{"name": "a", "modules": {"A": {"mayimport": []}}}]}"#,
      message: "r.json.layers[0].modules.A has unknown key(s) mayimport; allowed here: "
        + "mayImport, holds."),
    Invalid(
      json: #"{"rules": [{"id": "a", "kind": "only", "why": "w", "fix": "f"}]}"#,
      message: "r.json.rules[0].kind \"only\" is part of \"layers\" since version 2"),
    Invalid(
      json: #"{"rules": [{"id": "a", "kind": "ban", "why": "w", "fix": "f"}]}"#,
      message: "r.json.rules[0].kind \"ban\" is not one of layers, forbid, protect, explicit, "
        + "unused, acyclic, import-attributes, settings."),
    Invalid(
      json: #"{"rules": [{"id": "a", "kind": "forbid", "form": [], "why": "w", "fix": "f"}]}"#,
      message: "r.json.rules[0] has unknown key(s) form; allowed here: id, kind, severity, why, "
        + "fix, description, from, to."),
    Invalid(
      json: #"{"rules": [{"id": "a", "kind": "acyclic", "why": "w"}]}"#,
      message: "r.json.rules[0].fix is missing; it must be a string."),
    Invalid(
      json: #"""
        {"rules": [{"id": "a", "kind": "acyclic", "why": "w", "fix": "f"},
                   {"id": "a", "kind": "unused", "why": "w", "fix": "f"}]}
        """#,
      message: "r.json: two rules have the id \"a\"; ids must be unique."),
    Invalid(
      json: #"""
        {"rules": [{"id": "a", "kind": "acyclic", "why": "w", "fix": "f"}],
         "exceptions": [{"rule": "a", "from": "X", "reason": " "}]}
        """#,
      message: "r.json.exceptions[0].reason must say why the exception is fine."),
    Invalid(
      json: #"""
        {"rules": [{"id": "a", "kind": "acyclic", "why": "w", "fix": "f"}],
         "exceptions": [{"rule": "b", "from": "X", "reason": "r"}]}
        """#,
      message: "r.json.exceptions[0].rule names \"b\", which is not a rule id."),
  ]

  @Test("an invalid rules file is a configuration error naming the key", arguments: invalid)
  func rejects(_ invalid: Invalid) {
    let error = #expect(throws: ConfigurationError.self) {
      try RuleSet.parse(Array(invalid.json.utf8), path: "r.json")
    }
    #expect(error?.message.hasPrefix(invalid.message) == true, "\(String(describing: error))")
  }

  @Test("the monorepo's rules file parses")
  func realRulesFile() throws {
    let ruleSet = try Loaded.realRepository.get().ruleSet
    #expect(
      ruleSet.rules.map(\.kind) == [
        .layers, .forbid, .forbid, .forbid, .forbid, .protect, .explicit, .unused, .acyclic,
        .importAttributes, .settings,
      ])
  }
}
