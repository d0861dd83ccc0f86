/// Tracks the `#if` / `#elseif` / `#else` branches enclosing the current position and describes
/// them as one condition, such as `canImport(UIKit)` or `!os(Linux) && DEBUG`.
struct ConditionStack {
  private struct Level {
    var previous: [String]
    var current: String
  }

  private var levels: [Level] = []

  mutating func enterIf(_ condition: String) {
    levels.append(Level(previous: [condition], current: condition))
  }

  mutating func enterElseIf(_ condition: String) {
    guard var level = levels.popLast() else { return }
    level.current = Self.negation(of: level.previous) + " && " + Self.parenthesized(condition)
    level.previous.append(condition)
    levels.append(level)
  }

  mutating func enterElse() {
    guard var level = levels.popLast() else { return }
    level.current = Self.negation(of: level.previous)
    levels.append(level)
  }

  mutating func exit() {
    _ = levels.popLast()
  }

  /// The combined condition of every enclosing branch, or `nil` outside any `#if`.
  var description: String? {
    switch levels.count {
    case 0: nil
    case 1: levels[0].current
    default: levels.map { Self.parenthesized($0.current) }.joined(separator: " && ")
    }
  }

  private static func negation(of conditions: [String]) -> String {
    if conditions.count == 1, !conditions[0].contains(" ") {
      return "!" + conditions[0]
    }
    return "!(" + conditions.joined(separator: " || ") + ")"
  }

  private static func parenthesized(_ condition: String) -> String {
    condition.contains(" ") ? "(" + condition + ")" : condition
  }
}
