/// Evaluates each rule kind over the graph.
struct RuleEvaluator {
  /// One import of one file, with what it resolves to.
  struct Occurrence {
    var path: String
    var declaration: ImportDeclaration
    var importer: Module
    /// The imported target's name, or the outside module's name.
    var imported: String
    var importedModule: Module?

    var location: SourceLocation {
      SourceLocation(path: path, line: declaration.line, column: declaration.column)
    }

    var conditionSuffix: String {
      declaration.condition.map { "; the import is under #if \($0)" } ?? ""
    }
  }

  let graph: ModuleGraph
  let resolver: SelectorResolver
  private let occurrences: [Occurrence]

  init(graph: ModuleGraph, resolver: SelectorResolver) {
    self.graph = graph
    self.resolver = resolver
    var occurrences: [Occurrence] = []
    for file in graph.sourceFiles {
      guard let importer = graph.module(named: file.module) else { continue }
      for declaration in file.imports {
        let importedModule = graph.module(importedAs: declaration.module)
        guard importedModule?.name != importer.name else { continue }
        occurrences.append(
          Occurrence(
            path: file.path, declaration: declaration, importer: importer,
            imported: importedModule?.name ?? declaration.module, importedModule: importedModule))
      }
    }
    self.occurrences = occurrences
  }

  private var rules: [Rule] { resolver.ruleSet.rules }

  func findings() throws(ConfigurationError) -> [Finding] {
    var findings: [Finding] = []
    var subjects: [String: Set<String>] = [:]
    for rule in rules {
      let subject = try resolver.resolve(rule.modules, context: "rule \(rule.id)")
        .filter { graph.module(named: $0) != nil }
      subjects[rule.id] = subject
      if isVacuous(rule, subject: subject) {
        findings.append(vacuous(rule))
      }
    }
    let importRules = rules.filter { [.layers, .forbid, .protect].contains($0.kind) }
    let tableRules = rules.filter { $0.kind == .layers }
    var forbidden: [String: [String: String?]] = [:]
    for rule in rules where rule.kind == .forbid {
      forbidden[rule.id] = try resolver.resolveLabelled(
        rule.forbidden, context: "rule \(rule.id).to")
    }
    var protected: [String: (modules: Set<String>, importers: Set<String>)] = [:]
    for rule in rules where rule.kind == .protect {
      protected[rule.id] = (
        subjects[rule.id] ?? [],
        try resolver.resolve(rule.allowedImporters, context: "rule \(rule.id).allowedImporters")
      )
    }
    var allowlists: [String: Set<String>?] = [:]
    for module in graph.modules {
      allowlists[module.name] = try resolver.allowlist(of: module)
    }
    var always: [String: Set<String>] = [:]
    for rule in tableRules {
      always[rule.id] = try resolver.resolve(
        rule.alwaysAllowed, context: "rule \(rule.id).alwaysAllowed")
    }

    for occurrence in occurrences {
      var specific: [Finding] = []
      for rule in importRules
      where rule.kind == .protect || subjects[rule.id]?.contains(occurrence.importer.name) == true {
        switch rule.kind {
        case .layers:
          specific += layerFinding(rule, occurrence)
        case .forbid:
          specific += forbidFinding(rule, occurrence, forbidden: forbidden[rule.id] ?? [:])
        case .protect:
          if let (modules, importers) = protected[rule.id] {
            specific += protectFinding(rule, occurrence, modules: modules, importers: importers)
          }
        default:
          break
        }
      }
      findings += specific
      if specific.isEmpty {
        for rule in tableRules where subjects[rule.id]?.contains(occurrence.importer.name) == true {
          if let allowed = allowlists[occurrence.importer.name] ?? nil {
            findings += allowlistFinding(
              rule, occurrence, allowed: allowed, always: always[rule.id] ?? [])
          }
        }
      }
    }

    for rule in rules {
      let subject = subjects[rule.id] ?? []
      switch rule.kind {
      case .layers:
        findings += graph.modules.filter {
          subject.contains($0.name) && resolver.layerIndex[$0.name] == nil
        }.map { module in
          finding(
            rule, at: module.location, module: module.name,
            "\(module.name) is in no layer; add its row to a layer's \"modules\" in "
              + resolver.ruleSet.path)
        }
        findings += try upwardRows(rule, subject: subject)
      case .explicit:
        findings += occurrences.filter { subject.contains($0.importer.name) }
          .compactMap { explicitFinding(rule, $0) }
      case .unused:
        findings += unusedFindings(rule, subject: subject)
      case .acyclic:
        findings += CycleFinder(graph: graph, occurrences: occurrences).findings(for: rule)
      case .importAttributes:
        let exported = try resolver.resolve(
          rule.exportedAllowed, context: "rule \(rule.id).exportedAllowed")
        findings += occurrences.filter { subject.contains($0.importer.name) }
          .flatMap { attributeFindings(rule, $0, exportedAllowed: exported) }
      case .settings:
        findings += try SettingsCheck(graph: graph, rule: rule, subject: subject).findings()
      case .forbid, .protect:
        break
      }
    }
    return findings
  }

  // MARK: - Helpers

  func finding(
    _ rule: Rule, at location: SourceLocation, module: String?, target: String? = nil,
    _ message: String
  ) -> Finding {
    Finding(
      location: location, severity: rule.severity, ruleID: rule.id, message: message,
      why: rule.why, fix: rule.fix, module: module, target: target)
  }

  private func finding(_ rule: Rule, _ occurrence: Occurrence, _ message: String) -> Finding {
    finding(
      rule, at: occurrence.location, module: occurrence.importer.name,
      target: occurrence.imported, message + occurrence.conditionSuffix)
  }

  private func isVacuous(_ rule: Rule, subject: Set<String>) -> Bool {
    switch rule.kind {
    case .layers: resolver.ruleSet.layers.isEmpty || subject.isEmpty
    case .settings: subject.isEmpty || graph.manifests.isEmpty
    default: subject.isEmpty
    }
  }

  private func vacuous(_ rule: Rule) -> Finding {
    let what =
      switch rule.kind {
      case .layers where resolver.ruleSet.layers.isEmpty: "there are no layers"
      case .forbid: "its \"from\" selects no module"
      case .protect: "its \"modules\" select no module"
      default: "its \"modules\" select no module"
      }
    return Finding(
      location: rule.location, severity: .error, ruleID: "vacuous-rule",
      message: "rule \(rule.id) matches nothing: \(what)",
      why: "a rule that selects nothing always passes and proves nothing.",
      fix: "fix the rule's selectors, or delete the rule.", module: nil)
  }

  // MARK: - Import rules

  private func layerFinding(_ rule: Rule, _ occurrence: Occurrence) -> [Finding] {
    guard occurrence.importedModule != nil,
      let from = resolver.layerIndex[occurrence.importer.name],
      let to = resolver.layerIndex[occurrence.imported], to > from
    else { return [] }
    let fromName = resolver.layerName(of: occurrence.importer.name) ?? "?"
    let toName = resolver.layerName(of: occurrence.imported) ?? "?"
    return [
      finding(
        rule, occurrence,
        "\(occurrence.importer.name) (layer \(fromName)) must not import "
          + "\(occurrence.imported) (layer \(toName)), a higher layer")
    ]
  }

  private func forbidFinding(
    _ rule: Rule, _ occurrence: Occurrence, forbidden: [String: String?]
  ) -> [Finding] {
    guard let label = forbidden[occurrence.imported] else { return [] }
    let suffix = label.map { " (\($0))" } ?? ""
    return [
      finding(
        rule, occurrence,
        "\(occurrence.importer.name) must not import \(occurrence.imported)\(suffix)")
    ]
  }

  private func protectFinding(
    _ rule: Rule, _ occurrence: Occurrence, modules: Set<String>, importers: Set<String>
  ) -> [Finding] {
    let importer = occurrence.importer
    guard modules.contains(occurrence.imported), !importers.contains(importer.name),
      resolver.subject(ofTest: importer)?.name != occurrence.imported
    else { return [] }
    let allowed = importers.sorted().joined(separator: ", ")
    return [
      finding(
        rule, occurrence,
        "\(importer.name) must not import \(occurrence.imported); only "
          + (allowed.isEmpty ? "" : "\(allowed) and ") + "\(occurrence.imported)'s own tests may")
    ]
  }

  /// Rows of the table that let a module import a module of a higher layer, reported at the
  /// row: such a row contradicts the layer order before any code follows it.
  private func upwardRows(_ rule: Rule, subject: Set<String>) throws(ConfigurationError)
    -> [Finding]
  {
    var findings: [Finding] = []
    for (index, layer) in resolver.ruleSet.layers.enumerated() {
      for entry in layer.modules where subject.contains(entry.name) {
        let allowed = try resolver.resolve(
          entry.mayImport, context: "layers.\(layer.name).modules.\(entry.name).mayImport")
        for name in allowed.sorted() {
          guard let other = resolver.layerIndex[name], other > index else { continue }
          findings.append(
            finding(
              rule, at: entry.location, module: entry.name, target: name,
              "the table lets \(entry.name) (layer \(layer.name)) import \(name) (layer "
                + "\(resolver.ruleSet.layers[other].name)), a higher layer"))
        }
      }
    }
    return findings
  }

  private func allowlistFinding(
    _ rule: Rule, _ occurrence: Occurrence, allowed: Set<String>, always: Set<String>
  ) -> [Finding] {
    guard !allowed.contains(occurrence.imported), !always.contains(occurrence.imported) else {
      return []
    }
    let list = allowed.sorted().joined(separator: ", ")
    let others = always.isEmpty ? "" : " and the always-allowed modules"
    let scope =
      list.isEmpty
      ? "it may import no other module" + (always.isEmpty ? "" : " but the always-allowed ones")
      : "it may import only " + list + others
    return [
      finding(
        rule, occurrence,
        "\(occurrence.importer.name) must not import \(occurrence.imported); \(scope)")
    ]
  }

  private func explicitFinding(_ rule: Rule, _ occurrence: Occurrence) -> Finding? {
    guard let imported = occurrence.importedModule,
      !occurrence.importer.declaredModules.contains(imported.name)
    else { return nil }
    let name = occurrence.importer.name
    var message = "\(name) imports \(imported.name), which is not a declared dependency of \(name)"
    if let path = declaredPath(from: occurrence.importer, to: imported.name) {
      message +=
        "; it builds only because \(path.joined(separator: " → ")) makes it available"
    }
    return finding(rule, occurrence, message)
  }

  /// The shortest chain of declared dependencies from `module` to `target`.
  private func declaredPath(from module: Module, to target: String) -> [String]? {
    var previous: [String: String] = [:]
    var queue = [module.name]
    var visited: Set<String> = [module.name]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for next in (graph.module(named: current)?.declaredModules ?? []).sorted()
      where !visited.contains(next) {
        visited.insert(next)
        previous[next] = current
        if next == target {
          var path = [next]
          var cursor = next
          while let before = previous[cursor] {
            path.insert(before, at: 0)
            cursor = before
          }
          return path
        }
        queue.append(next)
      }
    }
    return nil
  }

  private func unusedFindings(_ rule: Rule, subject: Set<String>) -> [Finding] {
    var findings: [Finding] = []
    var importedByModule: [String: Set<String>] = [:]
    for occurrence in occurrences {
      importedByModule[occurrence.importer.name, default: []].insert(occurrence.imported)
    }
    for module in graph.modules where subject.contains(module.name) && !module.sourceFiles.isEmpty {
      let imported = importedByModule[module.name] ?? []
      for dependency in module.dependencies {
        let candidates =
          dependency.modules.isEmpty
          ? [dependency.name, Module.moduleName(forTarget: dependency.name)] : dependency.modules
        guard !candidates.contains(where: imported.contains) else { continue }
        findings.append(
          finding(
            rule, at: dependency.location, module: module.name,
            target: dependency.modules.first ?? dependency.name,
            "\(module.name) declares a dependency on \(dependency.name) but never imports it"))
      }
    }
    return findings
  }

  private func attributeFindings(
    _ rule: Rule, _ occurrence: Occurrence, exportedAllowed: Set<String>
  ) -> [Finding] {
    var findings: [Finding] = []
    let importer = occurrence.importer
    if occurrence.declaration.hasAttribute("testable"), !importer.isTest {
      findings.append(
        finding(
          rule, occurrence,
          "@testable import of \(occurrence.imported) in \(importer.name), which is not a test "
            + "target"))
    }
    if occurrence.declaration.hasAttribute("_exported"), !exportedAllowed.contains(importer.name) {
      findings.append(
        finding(
          rule, occurrence,
          "@_exported import of \(occurrence.imported) in \(importer.name) re-exports it to "
            + "every module that imports \(importer.name)"))
    }
    return findings
  }
}
