/// The layer table of the rules file, in reading order, rendered as Markdown.
///
/// Layers come in the rules file's order (lowest first); within a layer a module comes after
/// the modules of the same layer it may import (so `Entity` precedes `APIClient`, and each
/// protocol module precedes its implementation), ties broken by name.
struct LayerTable {
  struct Row {
    var layer: String
    var package: String
    var entry: ModuleEntry
  }

  let ruleSet: RuleSet
  let rows: [Row]

  init(graph: ModuleGraph, ruleSet: RuleSet) throws(ConfigurationError) {
    self.ruleSet = ruleSet
    let resolver = try SelectorResolver(graph: graph, ruleSet: ruleSet)
    var rows: [Row] = []
    for layer in ruleSet.layers {
      let names = Set(layer.moduleNames)
      var pending: [String: Set<String>] = [:]
      for entry in layer.modules {
        let allowed = try resolver.resolve(
          entry.mayImport, context: "layers.\(layer.name).modules.\(entry.name).mayImport")
        pending[entry.name] = allowed.intersection(names).subtracting([entry.name])
      }
      let byName = Dictionary(layer.modules.map { ($0.name, $0) }) { first, _ in first }
      while !pending.isEmpty {
        let ready = pending.filter { $0.value.isEmpty }.keys
        let next = (ready.isEmpty ? Array(pending.keys) : Array(ready)).min(by: Self.readingOrder)
        guard let next, let entry = byName[next] else { break }
        pending[next] = nil
        for key in pending.keys {
          pending[key]?.remove(next)
        }
        rows.append(
          Row(
            layer: layer.name, package: graph.module(named: next)?.packageName ?? "—",
            entry: entry))
      }
    }
    self.rows = rows
  }

  /// Case-insensitive name order (`conf` before `EndToEndTests`), then plain.
  private static func readingOrder(_ lhs: String, _ rhs: String) -> Bool {
    (lhs.lowercased(), lhs) < (rhs.lowercased(), rhs)
  }

  /// The table of every module, then what every module and every test target may also import.
  func fullTable() -> [String] {
    var lines = ["| layer | package | module | may import | holds |", "|---|---|---|---|---|"]
    for row in rows {
      lines.append(
        "| \(row.layer) | \(row.package) | \(row.entry.name) | \(mayImport(row.entry)) | "
          + "\(Self.cell(row.entry.holds ?? "—")) |")
    }
    var notes: [String] = []
    let always = ruleSet.rules.filter { $0.kind == .layers }.flatMap(\.alwaysAllowed)
    if !always.isEmpty {
      notes.append(
        "Besides its row, every module may import " + Self.list(describe(always)) + ".")
    }
    let suffix = ruleSet.tests.suffix
    let extra = describe(ruleSet.tests.mayAlsoImport)
    notes.append(
      "A test target `<M>\(suffix)` may import what `<M>` may and `<M>` itself"
        + (extra.isEmpty ? "." : "; every test target may also import " + Self.list(extra) + "."))
    return lines + [""] + notes
  }

  /// The rows of one package's modules: module and what it may import.
  func packageTable(_ package: String) -> [String] {
    var lines = ["| module | may import |", "|---|---|"]
    for row in rows where row.package == package {
      lines.append("| \(row.entry.name) | \(mayImport(row.entry)) |")
    }
    return lines
  }

  private func mayImport(_ entry: ModuleEntry) -> String {
    let phrases = describe(entry.mayImport)
    return phrases.isEmpty ? "—" : Self.cell(phrases.joined(separator: ", "))
  }

  /// Selectors in words, in the order written, groups expanded: `@networking` →
  /// `FoundationNetworking`, `layer:core` → `every core module`.
  private func describe(_ selectors: [String], visiting: Set<String> = []) -> [String] {
    var phrases: [String] = []
    for selector in selectors {
      let described: [String]
      if selector == "*" {
        described = ["any module"]
      } else if selector.hasPrefix("!") {
        described = ["but not " + describe([String(selector.dropFirst())]).joined(separator: ", ")]
      } else if selector.hasPrefix("@") {
        let group = String(selector.dropFirst())
        if let members = ruleSet.groups[group], !visiting.contains(group) {
          described = describe(members, visiting: visiting.union([group]))
        } else {
          described = [group == "tests" ? "any test target" : "group \(group)"]
        }
      } else if selector.hasPrefix("package:") {
        described = ["every module of package \(selector.dropFirst(8))"]
      } else if selector.hasPrefix("layer:") {
        described = ["every \(selector.dropFirst(6)) module"]
      } else {
        described = [selector]
      }
      for phrase in described where !phrases.contains(phrase) {
        phrases.append(phrase)
      }
    }
    return phrases
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Text safe inside a Markdown table cell.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }
}
