/// Resolves module selectors of the rules file against the loaded repository, and answers the
/// questions every rule asks: which layer a module is in, what it may import, what it tests.
struct SelectorResolver {
  let graph: ModuleGraph
  let ruleSet: RuleSet
  /// Names listed in groups that are not repository targets: modules from outside (SwiftUI).
  let externalNames: Set<String>
  /// Each module's layer index, tests included (they sit in the layer of what they test).
  private(set) var layerIndex: [String: Int] = [:]
  private(set) var allowlists: [String: Set<String>] = [:]

  init(graph: ModuleGraph, ruleSet: RuleSet) throws(ConfigurationError) {
    self.graph = graph
    self.ruleSet = ruleSet
    var external: Set<String> = []
    for members in ruleSet.groups.values {
      for member in members where Self.isPlainName(member) && graph.module(named: member) == nil {
        external.insert(member)
      }
    }
    externalNames = external

    for (index, layer) in ruleSet.layers.enumerated() {
      for name in layer.moduleNames {
        guard graph.module(named: name) != nil else {
          throw ConfigurationError(
            "\(ruleSet.path): layer \"\(layer.name)\" lists \(name), which is not a target of "
              + "any manifest. Fix the name or remove its row.")
        }
        if let existing = layerIndex[name] {
          throw ConfigurationError(
            "\(ruleSet.path): \(name) is in two layers (\(ruleSet.layers[existing].name) and "
              + "\(layer.name)); a module belongs to one layer.")
        }
        layerIndex[name] = index
      }
    }
    for module in graph.modules where layerIndex[module.name] == nil {
      if let subject = subject(ofTest: module), let index = layerIndex[subject.name] {
        layerIndex[module.name] = index
      }
    }
    for layer in ruleSet.layers {
      for entry in layer.modules {
        allowlists[entry.name] = try resolve(
          entry.mayImport, context: "layers.\(layer.name).modules.\(entry.name).mayImport")
      }
    }
  }

  static func isPlainName(_ selector: String) -> Bool {
    !(selector == "*" || selector.hasPrefix("@") || selector.hasPrefix("!")
      || selector.hasPrefix("package:") || selector.hasPrefix("layer:"))
  }

  /// The module a test target tests (`ViewModelTests` → `ViewModel`), if it exists.
  func subject(ofTest module: Module) -> Module? {
    guard module.isTest, module.name.hasSuffix(ruleSet.tests.suffix) else { return nil }
    let name = String(module.name.dropLast(ruleSet.tests.suffix.count))
    guard let subject = graph.module(named: name), !subject.isTest else { return nil }
    return subject
  }

  func layerName(of module: String) -> String? {
    layerIndex[module].map { ruleSet.layers[$0].name }
  }

  /// What `module` may import according to its row of the layer table and the test policy, or
  /// `nil` when it has no row.
  func allowlist(of module: Module) throws(ConfigurationError) -> Set<String>? {
    var result = allowlists[module.name]
    if let subject = subject(ofTest: module), let inherited = allowlists[subject.name] {
      result = (result ?? []).union(inherited).union([subject.name])
    }
    if module.isTest, let current = result {
      result = current.union(
        try resolve(ruleSet.tests.mayAlsoImport, context: "tests.mayAlsoImport"))
    }
    return result
  }

  /// Resolves selectors to target names and outside module names.
  func resolve(_ selectors: [String], context: String) throws(ConfigurationError) -> Set<String> {
    try resolveLabelled(selectors, context: context).reduce(into: []) { $0.insert($1.key) }
  }

  /// Resolves selectors, remembering for each name the group, package or layer that brought it
  /// in (for messages such as "must not import SwiftUI (group ui)").
  func resolveLabelled(_ selectors: [String], context: String) throws(ConfigurationError)
    -> [String: String?]
  {
    var included: [String: String?] = [:]
    var excluded: Set<String> = []
    for selector in selectors {
      if selector.hasPrefix("!") {
        let inner = String(selector.dropFirst())
        excluded.formUnion(try expand(inner, context: context, visiting: []))
      } else {
        let label = Self.label(of: selector)
        for name in try expand(selector, context: context, visiting: []) where included[name] == nil
        {
          included[name] = label
        }
      }
    }
    return included.filter { !excluded.contains($0.key) }
  }

  private static func label(of selector: String) -> String? {
    if selector.hasPrefix("@") { return "group " + selector.dropFirst() }
    if selector.hasPrefix("package:") { return "package " + selector.dropFirst(8) }
    if selector.hasPrefix("layer:") { return "layer " + selector.dropFirst(6) }
    return nil
  }

  private func expand(_ selector: String, context: String, visiting: Set<String>)
    throws(ConfigurationError) -> Set<String>
  {
    if selector == "*" {
      return Set(graph.modules.map(\.name))
    }
    if selector.hasPrefix("@") {
      let group = String(selector.dropFirst())
      guard let members = ruleSet.groups[group] else {
        if group == "tests" {
          return Set(graph.modules.filter(\.isTest).map(\.name))
        }
        throw ConfigurationError(
          "\(ruleSet.path): \(context) uses @\(group), but groups has no \"\(group)\".")
      }
      guard !visiting.contains(group) else {
        throw ConfigurationError("\(ruleSet.path): group \"\(group)\" contains itself.")
      }
      var result: Set<String> = []
      var excluded: Set<String> = []
      for member in members {
        if member.hasPrefix("!") {
          excluded.formUnion(
            try expand(
              String(member.dropFirst()), context: "groups.\(group)",
              visiting: visiting.union([group])))
        } else {
          result.formUnion(
            try expand(member, context: "groups.\(group)", visiting: visiting.union([group])))
        }
      }
      return result.subtracting(excluded)
    }
    if selector.hasPrefix("package:") {
      let package = String(selector.dropFirst(8))
      let modules = graph.modules.filter { $0.packageName == package }
      guard !modules.isEmpty else {
        throw ConfigurationError(
          "\(ruleSet.path): \(context) uses \(selector), but no manifest declares a package "
            + "named \(package).")
      }
      return Set(modules.map(\.name))
    }
    if selector.hasPrefix("layer:") {
      let layer = String(selector.dropFirst(6))
      guard let index = ruleSet.layers.firstIndex(where: { $0.name == layer }) else {
        throw ConfigurationError(
          "\(ruleSet.path): \(context) uses \(selector), but layers has no \"\(layer)\".")
      }
      return Set(layerIndex.filter { $0.value == index }.keys)
    }
    guard graph.module(named: selector) != nil || externalNames.contains(selector) else {
      throw ConfigurationError(
        "\(ruleSet.path): \(context) names \(selector), which is neither a target of any "
          + "manifest nor listed in a group. Fix the name, or add an outside module to a group.")
    }
    return [selector]
  }
}
