import ArchitectureCheck
import Testing

@Suite("ImportScanner")
struct ImportScannerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: [ImportDeclaration]
    var testDescription: String { name }
  }

  static let forms: [Case] = [
    Case(
      name: "plain", source: "import Foundation\n",
      expected: [ImportDeclaration(module: "Foundation", path: ["Foundation"], line: 1, column: 8)]
    ),
    Case(
      name: "submodule counts as its module", source: "import Darwin.C.stdio\n",
      expected: [
        ImportDeclaration(module: "Darwin", path: ["Darwin", "C", "stdio"], line: 1, column: 8)
      ]
    ),
    Case(
      name: "kind import", source: "\nimport struct Entity.SessionEntity\n",
      expected: [
        ImportDeclaration(
          module: "Entity", path: ["Entity", "SessionEntity"], kind: .struct, line: 2,
          column: 15)
      ]
    ),
    Case(
      name: "every kind",
      source: """
        import typealias A.B
        import class C.D
        import enum E.F
        import protocol G.H
        import let I.j
        import var K.l
        import func M.n
        """,
      expected: [
        ImportDeclaration(module: "A", path: ["A", "B"], kind: .typealias, line: 1, column: 18),
        ImportDeclaration(module: "C", path: ["C", "D"], kind: .class, line: 2, column: 14),
        ImportDeclaration(module: "E", path: ["E", "F"], kind: .enum, line: 3, column: 13),
        ImportDeclaration(module: "G", path: ["G", "H"], kind: .protocol, line: 4, column: 17),
        ImportDeclaration(module: "I", path: ["I", "j"], kind: .let, line: 5, column: 12),
        ImportDeclaration(module: "K", path: ["K", "l"], kind: .var, line: 6, column: 12),
        ImportDeclaration(module: "M", path: ["M", "n"], kind: .func, line: 7, column: 13),
      ]
    ),
    Case(
      name: "access levels",
      source: """
        public import A
        package import B
        internal import C
        fileprivate import D
        private import E
        """,
      expected: [
        ImportDeclaration(module: "A", path: ["A"], accessLevel: "public", line: 1, column: 15),
        ImportDeclaration(module: "B", path: ["B"], accessLevel: "package", line: 2, column: 16),
        ImportDeclaration(module: "C", path: ["C"], accessLevel: "internal", line: 3, column: 17),
        ImportDeclaration(
          module: "D", path: ["D"], accessLevel: "fileprivate", line: 4, column: 20),
        ImportDeclaration(module: "E", path: ["E"], accessLevel: "private", line: 5, column: 16),
      ]
    ),
    Case(
      name: "attributes on the same line",
      source: "@testable @_spi(Internal) public import DataStore\n",
      expected: [
        ImportDeclaration(
          module: "DataStore", path: ["DataStore"], attributes: ["@testable", "@_spi(Internal)"],
          accessLevel: "public", line: 1, column: 41)
      ]
    ),
    Case(
      name: "attributes on previous lines",
      source: """
        @preconcurrency
        // a comment between the attribute and the import
        @_implementationOnly
        import FoundationNetworking
        """,
      expected: [
        ImportDeclaration(
          module: "FoundationNetworking", path: ["FoundationNetworking"],
          attributes: ["@preconcurrency", "@_implementationOnly"], line: 4, column: 8)
      ]
    ),
    Case(
      name: "exported and weak-linked",
      source: "@_exported import A\n@_weakLinked import B\n",
      expected: [
        ImportDeclaration(
          module: "A", path: ["A"], attributes: ["@_exported"], line: 1, column: 19),
        ImportDeclaration(
          module: "B", path: ["B"], attributes: ["@_weakLinked"], line: 2, column: 21),
      ]
    ),
    Case(
      name: "semicolons",
      source: "import A; import struct B.C;@testable import D\n",
      expected: [
        ImportDeclaration(module: "A", path: ["A"], line: 1, column: 8),
        ImportDeclaration(module: "B", path: ["B", "C"], kind: .struct, line: 1, column: 25),
        ImportDeclaration(module: "D", path: ["D"], attributes: ["@testable"], line: 1, column: 46),
      ]
    ),
    Case(
      name: "backticks",
      source: "import `Repository`\nimport struct `Entity`.`Type`\n",
      expected: [
        ImportDeclaration(module: "Repository", path: ["Repository"], line: 1, column: 8),
        ImportDeclaration(
          module: "Entity", path: ["Entity", "Type"], kind: .struct, line: 2, column: 15),
      ]
    ),
    Case(
      name: "leading whitespace and unicode before",
      source: "let café = 1\n    import Foo\n",
      expected: [ImportDeclaration(module: "Foo", path: ["Foo"], line: 2, column: 12)]
    ),
    Case(
      name: "shebang",
      source: "#!/usr/bin/env swift\nimport Foundation\n",
      expected: [ImportDeclaration(module: "Foundation", path: ["Foundation"], line: 2, column: 8)]
    ),
  ]

  @Test("reads every import form", arguments: forms)
  func readsForms(_ testCase: Case) {
    #expect(ImportScanner.imports(in: testCase.source) == testCase.expected)
  }

  static let conditions: [Case] = [
    Case(
      name: "if",
      source: "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Foundation\n",
      expected: [
        ImportDeclaration(
          module: "UIKit", path: ["UIKit"], line: 2, column: 8, condition: "canImport(UIKit)"),
        ImportDeclaration(module: "Foundation", path: ["Foundation"], line: 4, column: 8),
      ]
    ),
    Case(
      name: "elseif and else",
      source: """
        #if os(Linux) // trailing comment
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #else
        import Musl
        #endif
        """,
      expected: [
        ImportDeclaration(
          module: "Glibc", path: ["Glibc"], line: 2, column: 8, condition: "os(Linux)"),
        ImportDeclaration(
          module: "Darwin", path: ["Darwin"], line: 4, column: 8,
          condition: "!os(Linux) && canImport(Darwin)"),
        ImportDeclaration(
          module: "Musl", path: ["Musl"], line: 6, column: 8,
          condition: "!(os(Linux) || canImport(Darwin))"),
      ]
    ),
    Case(
      name: "nested",
      source: """
        #if DEBUG && !os(Linux)
          #if canImport(SwiftUI)
            @testable import SwiftUI
          #endif
        #endif
        """,
      expected: [
        ImportDeclaration(
          module: "SwiftUI", path: ["SwiftUI"], attributes: ["@testable"], line: 3, column: 22,
          condition: "(DEBUG && !os(Linux)) && canImport(SwiftUI)")
      ]
    ),
    Case(
      name: "compiler version operators",
      source: "#if compiler(>=6.0)\nimport A\n#endif\n",
      expected: [
        ImportDeclaration(
          module: "A", path: ["A"], line: 2, column: 8, condition: "compiler(>=6.0)")
      ]
    ),
  ]

  @Test("imports under #if count and carry their condition", arguments: conditions)
  func readsConditions(_ testCase: Case) {
    #expect(ImportScanner.imports(in: testCase.source) == testCase.expected)
  }

  static let decoys: [Case] = [
    Case(name: "line comment", source: "// import UIKit\n", expected: []),
    Case(name: "block comment", source: "/* import AppKit */\n", expected: []),
    Case(
      name: "multi-line block comment", source: "/*\nimport AppKit\n*/\n", expected: []),
    Case(
      name: "nested block comment",
      source: "/* outer /* inner */\nimport AppKit\n*/\nimport A\n",
      expected: [ImportDeclaration(module: "A", path: ["A"], line: 4, column: 8)]
    ),
    Case(name: "string", source: "let s = \"import SwiftUI\"\n", expected: []),
    Case(
      name: "escaped quote in string",
      source: "let s = \"\\\"; import SwiftUI\"\n",
      expected: []
    ),
    Case(
      name: "multi-line string",
      source: "let s = \"\"\"\n  import SwiftUI\n  \"\"\"\nimport A\n",
      expected: [ImportDeclaration(module: "A", path: ["A"], line: 4, column: 8)]
    ),
    Case(
      name: "raw string",
      source: "let s = #\"\"\"\n\"\"\"\nimport SwiftUI\n\"\"\"#\n",
      expected: []
    ),
    Case(
      name: "raw single-line string with quote",
      source: "let s = #\"a \" ; import SwiftUI\"#\n",
      expected: []
    ),
    Case(
      name: "interpolation with nested string",
      source: "let s = \"\\(f(\")\")); import SwiftUI\"\nimport A\n",
      expected: [ImportDeclaration(module: "A", path: ["A"], line: 2, column: 8)]
    ),
    Case(
      name: "multi-line interpolation",
      source: "let s = \"\"\"\n\\(\n  \"\"\"\n  import X\n  \"\"\"\n)\nimport Y\n\"\"\"\n",
      expected: []
    ),
    Case(
      name: "extended regex literal", source: "let r = #/\nimport SwiftUI\n/#\n", expected: []),
    Case(
      name: "import as an argument label",
      source: "f(\n  import: 1)\nlet importer = 2\nx.import(y)\n",
      expected: []
    ),
    Case(
      name: "attribute then other declaration",
      source: "@MainActor\nfinal class A {}\n@testable\nimport B\n",
      expected: [
        ImportDeclaration(module: "B", path: ["B"], attributes: ["@testable"], line: 4, column: 8)
      ]
    ),
    Case(
      name: "string spanning a comment opener",
      source: "let s = \"/*\"\nimport A\nlet t = \"*/\"\n",
      expected: [ImportDeclaration(module: "A", path: ["A"], line: 2, column: 8)]
    ),
  ]

  @Test("text in comments and string literals never counts", arguments: decoys)
  func ignoresDecoys(_ testCase: Case) {
    #expect(ImportScanner.imports(in: testCase.source) == testCase.expected)
  }
}
