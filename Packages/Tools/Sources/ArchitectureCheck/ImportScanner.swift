/// Extracts import declarations from Swift source text without compiling it.
///
/// A hand-written tokenizer skips comments (nested block comments too) and string literals
/// (plain, multi-line, raw, with interpolations), so text that only looks like an import never
/// counts. Imports under any `#if` branch count, and carry the branch's condition.
public enum ImportScanner {
  /// Returns every import declaration in `source`, in source order.
  ///
  /// Cost is linear in the size of the source.
  public static func imports(in source: String) -> [ImportDeclaration] {
    imports(in: Array(source.utf8))
  }

  /// Returns every import declaration in the UTF-8 bytes of a source file, in source order.
  public static func imports(in bytes: [UInt8]) -> [ImportDeclaration] {
    // The buffer never escapes: lexer, tokens and parser all end with this closure.
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(bytes: buffer)
      let tokens = lexer.tokenize()
      var parser = ImportParser(tokens: tokens, bytes: buffer)
      return parser.parse()
    }
  }
}
