import Foundation

/// The whole rule set, read from one JSON file at the repository root
/// (`architecture-rules.json`): groups, the layer table (each layer's modules with what each may
/// import and what it holds), the test policy, the generated documents, rules and exceptions.
///
/// Module selectors used throughout: `Name` (a target, or an outside module named in a group),
/// `@group`, `@tests` (every test target), `package:Name`, `layer:name`, `*` (every target), and
/// `!selector` to subtract.
public struct RuleSet: Sendable, Equatable {
  /// The rules file's path relative to the repository root (used in findings).
  public var path: String
  /// Paths (relative to the root) never searched for manifests, such as test fixtures.
  public var exclude: [String]
  /// Named sets of modules and selectors, such as `ui`.
  public var groups: [String: [String]]
  /// The layer table: the layers, lowest first, each with its modules' rows.
  public var layers: [Layer]
  /// How test targets are treated.
  public var tests: TestPolicy
  /// The documents with generated blocks, by path relative to the root, with the names of the
  /// blocks each must contain (see ``DocumentationGenerator``).
  public var documents: [String: [String]]
  /// The rules.
  public var rules: [Rule]
  /// The accepted exceptions.
  public var exceptions: [RuleException]

  /// Creates a rule set.
  public init(
    path: String = "architecture-rules.json",
    exclude: [String] = [],
    groups: [String: [String]] = [:],
    layers: [Layer] = [],
    tests: TestPolicy = TestPolicy(),
    documents: [String: [String]] = [:],
    rules: [Rule] = [],
    exceptions: [RuleException] = []
  ) {
    self.path = path
    self.exclude = exclude
    self.groups = groups
    self.layers = layers
    self.tests = tests
    self.documents = documents
    self.rules = rules
    self.exceptions = exceptions
  }

  /// For each module of the layer table, the selectors of what it may import.
  public var allowlists: [String: [String]] {
    var result: [String: [String]] = [:]
    for layer in layers {
      for module in layer.modules {
        result[module.name] = module.mayImport
      }
    }
    return result
  }

  /// The rules file format this version reads.
  public static let formatVersion = 2

  /// Parses the rules file.
  ///
  /// Throws ``ConfigurationError`` naming the offending key for malformed JSON, unknown keys,
  /// missing fields, unknown kinds or severities, duplicate rule ids, and exceptions without a
  /// reason or naming an unknown rule.
  public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> RuleSet {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw ConfigurationError("\(path) is not valid JSON: \(error.localizedDescription)")
    }
    let text = RulesFileText(path: path, text: String(decoding: bytes, as: UTF8.self))
    let root = try JSONReader(object, at: path)
    try root.allowKeys([
      "$comment", "description", "version", "exclude", "groups", "layers", "tests", "documents",
      "rules", "exceptions",
    ])
    let version = try root.optionalInt("version") ?? formatVersion
    guard version == formatVersion else {
      throw ConfigurationError(
        "\(path): version \(version) is not supported; use \(formatVersion). Version 2 merged "
          + "\"allowlists\" into \"layers\" (each layer's \"modules\" maps a module to its "
          + "\"mayImport\" and \"holds\") and the \"only\" rule kind into \"layers\".")
    }
    var ruleSet = RuleSet(path: path)
    ruleSet.exclude = try root.optionalStrings("exclude") ?? []
    ruleSet.groups = try root.optionalStringLists("groups") ?? [:]
    ruleSet.layers = try (root.optionalObjects("layers") ?? []).map {
      layer throws(ConfigurationError) in
      try layer.allowKeys(["name", "modules", "description"])
      let modules = try layer.objectMembers("modules").map {
        (name, entry) throws(ConfigurationError) in
        try entry.allowKeys(["mayImport", "holds"])
        return ModuleEntry(
          name, mayImport: try entry.strings("mayImport"), holds: try entry.optionalString("holds"),
          location: text.moduleLocation(name: name))
      }
      return Layer(name: try layer.string("name"), modules: modules)
    }
    if let tests = try root.optionalObject("tests") {
      try tests.allowKeys(["suffix", "mayAlsoImport"])
      ruleSet.tests = TestPolicy(
        suffix: try tests.optionalString("suffix") ?? "Tests",
        mayAlsoImport: try tests.optionalStrings("mayAlsoImport") ?? [])
    }
    ruleSet.documents = try root.optionalStringLists("documents") ?? [:]
    ruleSet.rules = try root.objects("rules").map { rule throws(ConfigurationError) in
      try parseRule(rule, text: text)
    }
    var seen: Set<String> = []
    for rule in ruleSet.rules {
      guard seen.insert(rule.id).inserted else {
        throw ConfigurationError(
          "\(path): two rules have the id \"\(rule.id)\"; ids must be unique.")
      }
    }
    ruleSet.exceptions = try (root.optionalObjects("exceptions") ?? []).enumerated().map {
      (index, exception) throws(ConfigurationError) in
      try exception.allowKeys(["rule", "from", "to", "path", "reason"])
      let parsed = RuleException(
        rule: try exception.string("rule"), from: try exception.string("from"),
        to: try exception.optionalString("to"), path: try exception.optionalString("path"),
        reason: try exception.string("reason"), location: text.exceptionLocation(index: index))
      guard !parsed.reason.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ConfigurationError("\(exception.context).reason must say why the exception is fine.")
      }
      guard seen.contains(parsed.rule) else {
        throw ConfigurationError(
          "\(exception.context).rule names \"\(parsed.rule)\", which is not a rule id.")
      }
      return parsed
    }
    return ruleSet
  }

  private static func parseRule(_ rule: JSONReader, text: RulesFileText) throws(ConfigurationError)
    -> Rule
  {
    let common = ["id", "kind", "severity", "why", "fix", "description"]
    let id = try rule.string("id")
    let kindName = try rule.string("kind")
    guard let kind = RuleKind(rawValue: kindName) else {
      if kindName == "only" {
        throw ConfigurationError(
          "\(rule.context).kind \"only\" is part of \"layers\" since version 2: one rule of kind "
            + "\"layers\" checks both the layer order and each module's \"mayImport\".")
      }
      throw ConfigurationError(
        "\(rule.context).kind \"\(kindName)\" is not one of "
          + RuleKind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }
    let severityName = try rule.optionalString("severity") ?? "error"
    guard let severity = Severity(rawValue: severityName) else {
      throw ConfigurationError("\(rule.context).severity must be \"error\" or \"warning\".")
    }
    var parsed = Rule(
      id: id, kind: kind, severity: severity, why: try rule.string("why"),
      fix: try rule.string("fix"), location: text.ruleLocation(id: id))
    switch kind {
    case .explicit, .unused, .acyclic:
      try rule.allowKeys(common + ["modules"])
      parsed.modules = try rule.optionalStrings("modules") ?? ["*"]
    case .layers:
      try rule.allowKeys(common + ["modules", "alwaysAllowed"])
      parsed.modules = try rule.optionalStrings("modules") ?? ["*"]
      parsed.alwaysAllowed = try rule.optionalStrings("alwaysAllowed") ?? []
    case .forbid:
      try rule.allowKeys(common + ["from", "to"])
      parsed.modules = try rule.strings("from")
      parsed.forbidden = try rule.strings("to")
    case .protect:
      try rule.allowKeys(common + ["modules", "allowedImporters"])
      parsed.modules = try rule.strings("modules")
      parsed.allowedImporters = try rule.strings("allowedImporters")
    case .importAttributes:
      try rule.allowKeys(common + ["modules", "exportedAllowed"])
      parsed.modules = try rule.optionalStrings("modules") ?? ["*"]
      parsed.exportedAllowed = try rule.optionalStrings("exportedAllowed") ?? []
    case .settings:
      try rule.allowKeys(
        common + ["modules", "languageMode", "upcomingFeatures", "referenceManifest"])
      parsed.modules = try rule.optionalStrings("modules") ?? ["*"]
      parsed.languageMode = try rule.string("languageMode")
      parsed.upcomingFeatures = try rule.strings("upcomingFeatures")
      parsed.referenceManifest = try rule.optionalString("referenceManifest")
    }
    return parsed
  }
}
