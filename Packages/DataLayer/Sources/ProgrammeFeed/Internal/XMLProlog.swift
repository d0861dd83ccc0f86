/// The part of an XML document before its root element, read by a tokenizer of its own before
/// any parser sees it, so that the parser never meets a declaration and never fetches anything.
///
/// Accepted: white space, comments, processing instructions (among them the XML declaration,
/// whose encoding, if named, is UTF-8 or US-ASCII) and document type declarations of the form
/// `<!DOCTYPE name>` or `<!DOCTYPE name [ subset ]>`, whose internal subset holds nothing but
/// white space, comments and processing instructions. Refused:
/// - a declaration in the subset: `<!ENTITY`, and a parameter-entity reference `%name;`
///   (`declaresEntities`); `<!ATTLIST`, whose defaults would change the document, `<!ELEMENT`
///   and `<!NOTATION` (`declaresMarkup`). Keywords are matched in any case;
/// - anything after the DOCTYPE's name other than the subset: a second word (`SYSTEM`,
///   `PUBLIC`) and a quoted literal each on its own (`externalDTD`);
/// - an encoding other than UTF-8 or US-ASCII (`unsupportedEncoding`), and a NUL byte
///   anywhere in the document (`malformedXML`), since UTF-16 or UCS-4 without a byte order
///   mark is recognised by its NUL bytes: so the parser decodes the same characters as this
///   check reads;
/// - whatever else the grammar does not allow there (text or `<!...` in the subset, a
///   processing instruction without a target, a character XML does not allow), and an
///   unterminated comment, processing instruction or DOCTYPE (`malformedXML`). A DOCTYPE or
///   root element named `html` is an HTML page.
///
/// Why this is enough: `XMLParser` (FoundationXML over libxml2) has no setting that stops it
/// honouring declarations. It always asks libxml2 to substitute entities, in text and in
/// attribute values, and libxml2 records the entities an internal subset declares although
/// FoundationXML tells its delegate nothing of them (and FoundationXML crashes the process on
/// some other declarations, such as a notation without a public id or an attribute list
/// without a default, so they must never reach it). Declarations reach libxml2 only through
/// the internal subset or an external subset or entity, which must be named in the DOCTYPE (and
/// whose loading is off). Within a comment or a processing instruction a quote, a bracket or
/// `<!` means nothing, and each ends at the first `-->` or `?>`, for libxml2 as here, so no
/// text can hide a declaration from this check. (libxml2 first looks for the subset's end with
/// a rougher scan, which a quote in an instruction can mislead; then it either finds that end
/// and reads the whole subset as here, or finds none, says the document ends too early and
/// reads no declaration.) What the parser can still expand after it is
/// only the five predefined entities and character references: any other reference names an
/// undeclared entity, which it reports as an error. `XMLFeedParser` also stops at the first
/// error the parser reports and at any declaration it is told of.
///
/// Linear in the document's length: the prolog is read once, and the rest only looked at for
/// a NUL byte.
enum XMLProlog {
  /// Checks the prolog of the document whose first `<` is at `start`, and returns the root
  /// element's name as written (with its prefix, `xCal:iCalendar`); empty when the prolog is
  /// followed by no element (the parser then says what is wrong).
  @discardableResult
  static func check(
    _ bytes: UnsafeRawBufferPointer, from start: Int
  ) throws(ProgrammeFeedError) -> String {
    if let nul = bytes.firstIndex(of: 0) {
      throw .malformedXML(
        line: line(at: nul, in: bytes),
        reason: "a NUL byte (only UTF-8 is read, not UTF-16)")
    }
    var tokenizer = Tokenizer(bytes: bytes, offset: start)
    try tokenizer.readProlog()
    return tokenizer.rootName()
  }

  /// The line (from 1) holding the byte at `offset`.
  static func line(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
    1 + bytes[..<offset].count { $0 == 0x0A }
  }

  /// Reads the prolog token by token from `offset`, throwing at the first thing refused.
  private struct Tokenizer {
    let bytes: UnsafeRawBufferPointer
    var offset: Int

    /// `Misc* (doctypedecl Misc*)*` up to the root element's `<` (or text, which the parser
    /// reports).
    mutating func readProlog() throws(ProgrammeFeedError) {
      while true {
        skipWhiteSpace()
        guard offset < bytes.count else { return }
        if isAt("<?") {
          try readProcessingInstruction()
        } else if isAt("<!--") {
          try readComment()
        } else if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "<!doctype") {
          try readDocumentType()
        } else if isAt("<!") {
          throw malformed(at: offset, "markup before the root element that is not a DOCTYPE")
        } else if FeedFormat.startsCaseInsensitively(bytes, at: offset, with: "<html") {
          throw .htmlPage
        } else {
          return
        }
      }
    }

    /// The name of the element whose `<` is at `offset` (where `readProlog` stops), or empty.
    mutating func rootName() -> String {
      guard isAt("<"), offset + 1 < bytes.count, Self.isNameStart(bytes[offset + 1]) else {
        return ""
      }
      offset += 1
      return String(decoding: bytes[readName()], as: UTF8.self)
    }

    /// `<!DOCTYPE name>` or `<!DOCTYPE name [ subset ]>`, from its `<`.
    private mutating func readDocumentType() throws(ProgrammeFeedError) {
      let start = offset
      offset += 9
      let nameStart = offset
      skipWhiteSpace()
      guard offset > nameStart, offset < bytes.count, Self.isNameStart(bytes[offset]) else {
        throw malformed(at: start, "a DOCTYPE without a name")
      }
      let name = readName()
      if name.count == 4,
        FeedFormat.startsCaseInsensitively(bytes, at: name.lowerBound, with: "html")
      {
        throw .htmlPage
      }
      while true {
        skipWhiteSpace()
        guard offset < bytes.count else { throw malformed(at: start, "the DOCTYPE does not end") }
        let byte = bytes[offset]
        if byte == UInt8(ascii: ">") {
          offset += 1
          return
        } else if byte == UInt8(ascii: "[") {
          offset += 1
          try readInternalSubset(of: start)
          skipWhiteSpace()
          guard offset < bytes.count else {
            throw malformed(at: start, "the DOCTYPE does not end")
          }
          guard bytes[offset] == UInt8(ascii: ">") else {
            throw malformed(at: offset, "the DOCTYPE goes on after its internal subset")
          }
          offset += 1
          return
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          throw .externalDTD  // A quoted literal here can only be an external id's.
        } else if Self.isNameStart(byte) {
          throw .externalDTD  // The only words allowed after the name are SYSTEM and PUBLIC.
        } else {
          throw malformed(at: offset, "the DOCTYPE's name is followed by something else")
        }
      }
    }

    /// The internal subset from just after its `[` to just after its `]`: white space,
    /// comments and processing instructions only.
    private mutating func readInternalSubset(of doctype: Int) throws(ProgrammeFeedError) {
      while true {
        skipWhiteSpace()
        guard offset < bytes.count else { throw malformed(at: doctype, "the DOCTYPE does not end") }
        if bytes[offset] == UInt8(ascii: "]") {
          offset += 1
          return
        } else if isAt("<!--") {
          try readComment()
        } else if isAt("<?") {
          try readProcessingInstruction()
        } else if bytes[offset] == UInt8(ascii: "%") {
          throw .declaresEntities  // A parameter-entity reference.
        } else if isAt("<!") {
          throw refusal(ofDeclarationAt: offset)
        } else {
          throw malformed(at: offset, "the DOCTYPE's internal subset holds something else")
        }
      }
    }

    /// Why the declaration `<!KEYWORD` at `start` is refused.
    private func refusal(ofDeclarationAt start: Int) -> ProgrammeFeedError {
      var keyword = ""
      var position = start + 2
      while position < bytes.count, keyword.count < 9, FeedFormat.isLetter(bytes[position]) {
        keyword.append(Character(Unicode.Scalar(bytes[position] & 0xDF)))
        position += 1
      }
      switch keyword {
      case "ENTITY": return .declaresEntities
      case "ATTLIST", "ELEMENT", "NOTATION": return .declaresMarkup(keyword)
      default: return malformed(at: start, "the DOCTYPE's internal subset holds something else")
      }
    }

    /// `<!-- ... -->`, from its `<`.
    private mutating func readComment() throws(ProgrammeFeedError) {
      let start = offset
      offset += 4
      while offset < bytes.count {
        if isAt("-->") {
          offset += 3
          return
        }
        try checkCharacter()
        offset += 1
      }
      throw malformed(at: start, "a comment does not end")
    }

    /// `<?target ... ?>`, from its `<`; the encoding of an XML declaration is checked.
    private mutating func readProcessingInstruction() throws(ProgrammeFeedError) {
      let start = offset
      offset += 2
      guard offset < bytes.count, Self.isNameStart(bytes[offset]) else {
        throw malformed(at: start, "a processing instruction without a target")
      }
      let target = readName()
      let dataStart = offset
      guard isAt("?>") || (offset < bytes.count && FeedFormat.isWhiteSpace(bytes[offset])) else {
        throw malformed(at: start, "a processing instruction's target runs into its text")
      }
      while offset < bytes.count {
        if isAt("?>") {
          if target.count == 3,
            FeedFormat.startsCaseInsensitively(bytes, at: target.lowerBound, with: "xml")
          {
            try checkDeclaration(dataStart..<offset, of: start)
          }
          offset += 2
          return
        }
        try checkCharacter()
        offset += 1
      }
      throw malformed(at: start, "a processing instruction does not end")
    }

    /// The pseudo-attributes of an XML declaration (`version="1.0" encoding="UTF-8"`): an
    /// encoding, if named, must be UTF-8 or US-ASCII, the ones that decode UTF-8 bytes as they
    /// are read here.
    private func checkDeclaration(
      _ range: Range<Int>, of start: Int
    ) throws(ProgrammeFeedError) {
      var position = range.lowerBound
      func skipWhiteSpace() {
        while position < range.upperBound, FeedFormat.isWhiteSpace(bytes[position]) {
          position += 1
        }
      }
      while true {
        skipWhiteSpace()
        guard position < range.upperBound else { return }
        let nameStart = position
        while position < range.upperBound, Self.isName(bytes[position]) { position += 1 }
        let name = nameStart..<position
        skipWhiteSpace()
        guard !name.isEmpty, position < range.upperBound, bytes[position] == UInt8(ascii: "=")
        else { throw malformed(at: start, "the XML declaration is malformed") }
        position += 1
        skipWhiteSpace()
        guard position < range.upperBound,
          bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        else { throw malformed(at: start, "the XML declaration is malformed") }
        let quote = bytes[position]
        let valueStart = position + 1
        position = valueStart
        while position < range.upperBound, bytes[position] != quote { position += 1 }
        guard position < range.upperBound else {
          throw malformed(at: start, "the XML declaration is malformed")
        }
        let value = String(decoding: bytes[valueStart..<position], as: UTF8.self)
        position += 1
        if name.count == 8,
          FeedFormat.startsCaseInsensitively(bytes, at: name.lowerBound, with: "encoding"),
          !["UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(value.uppercased())
        {
          throw .unsupportedEncoding(value)
        }
      }
    }

    /// Throws when the byte at `offset` starts a character XML does not allow: a control
    /// character other than tab, line feed and carriage return, or U+FFFE or U+FFFF.
    private func checkCharacter() throws(ProgrammeFeedError) {
      let byte = bytes[offset]
      let isControl = byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
      let isNonCharacter =
        byte == 0xEF && offset + 2 < bytes.count && bytes[offset + 1] == 0xBF
        && bytes[offset + 2] >= 0xBE
      if isControl || isNonCharacter {
        throw malformed(at: offset, "a character XML does not allow")
      }
    }

    /// Reads a name from `offset` (which holds a name's first byte); returns its range.
    private mutating func readName() -> Range<Int> {
      let start = offset
      while offset < bytes.count, Self.isName(bytes[offset]) { offset += 1 }
      return start..<offset
    }

    private mutating func skipWhiteSpace() {
      while offset < bytes.count, FeedFormat.isWhiteSpace(bytes[offset]) { offset += 1 }
    }

    private func isAt(_ prefix: StaticString) -> Bool {
      guard bytes.count - offset >= prefix.utf8CodeUnitCount else { return false }
      for position in 0..<prefix.utf8CodeUnitCount
      where bytes[offset + position] != prefix.utf8Start[position] {
        return false
      }
      return true
    }

    private func malformed(at offset: Int, _ reason: String) -> ProgrammeFeedError {
      .malformedXML(line: XMLProlog.line(at: offset, in: bytes), reason: reason)
    }

    /// A letter, `_`, `:` or any byte of a non-ASCII character.
    private static func isNameStart(_ byte: UInt8) -> Bool {
      FeedFormat.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        || byte >= 0x80
    }

    /// A name's first byte, a digit, `-` or `.`.
    private static func isName(_ byte: UInt8) -> Bool {
      isNameStart(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
    }
  }
}
