/// One import declaration found in a Swift source file.
///
/// The location is the position of the imported module's name, so `import SwiftUI` on line 3
/// reports line 3, column 8, like the compiler does.
public struct ImportDeclaration: Sendable, Equatable {
  /// The declaration kind of a scoped import such as `import struct Entity.SessionEntity`.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// `import typealias M.T`.
    case `typealias`
    /// `import struct M.T`.
    case `struct`
    /// `import class M.T`.
    case `class`
    /// `import enum M.T`.
    case `enum`
    /// `import protocol M.T`.
    case `protocol`
    /// `import let M.x`.
    case `let`
    /// `import var M.x`.
    case `var`
    /// `import func M.f`.
    case `func`
  }

  /// The imported module: the first component of ``path`` (`import M.Sub` imports module `M`).
  public var module: String
  /// Every component of the imported path, without backticks.
  public var path: [String]
  /// The kind of a scoped import, or `nil` for a whole-module import.
  public var kind: Kind?
  /// The attributes written before the import, such as `@testable` or `@_spi(Internal)`.
  public var attributes: [String]
  /// The access level written before `import` (`public`, `package`, ...), if any.
  public var accessLevel: String?
  /// The one-based line of the module name.
  public var line: Int
  /// The one-based UTF-8 column of the module name.
  public var column: Int
  /// The `#if` condition the import sits under, or `nil` when it is unconditional.
  public var condition: String?

  /// Creates an import declaration.
  public init(
    module: String,
    path: [String],
    kind: Kind? = nil,
    attributes: [String] = [],
    accessLevel: String? = nil,
    line: Int,
    column: Int,
    condition: String? = nil
  ) {
    self.module = module
    self.path = path
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.line = line
    self.column = column
    self.condition = condition
  }

  /// Whether the declaration carries the attribute `@name`, with or without arguments.
  public func hasAttribute(_ name: String) -> Bool {
    attributes.contains { $0 == "@" + name || $0.hasPrefix("@" + name + "(") }
  }
}
