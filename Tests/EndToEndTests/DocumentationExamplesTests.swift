import Foundation
import Testing

/// Every ```console block of docs/cli.md is real output: each `$ conf ...` line is run against
/// the embedded backend (a fresh data folder per block, `CONF_NOW` 2027-03-10T10:15:00+09:00,
/// `COLUMNS=80`, `NO_COLOR`), and what it prints (standard output and error, as a terminal
/// interleaves them) must be the lines that follow it. Run with `CONF_UPDATE_DOCS=1` to rewrite
/// the blocks from the real output after an intended change.
///
/// A line may start with `VAR=value` settings and with `echo TEXT |` (standard input), and end
/// with `| head -n N`.
@Suite("docs/cli.md examples are real output")
struct DocumentationExamplesTests {
  private static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/cli.md")

  /// One `$` line: what it sets, feeds and runs, and how many lines it keeps.
  struct ExampleCommand: Equatable {
    var environment: [String: String] = [:]
    var input: String?
    var arguments: [String] = []
    var keptLines: Int?
  }

  @Test("every console block in docs/cli.md is what conf prints")
  func examplesAreRealOutput() async throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    var index = 0
    var blocks = 0
    while index < lines.count {
      guard lines[index] == "```console" else {
        index += 1
        continue
      }
      let start = index + 1
      guard let end = lines[start...].firstIndex(of: "```") else {
        Issue.record("docs/cli.md: the console block at line \(index + 1) is not closed")
        return
      }
      let actual = try await Self.run(Array(lines[start..<end]))
      #expect(
        Array(lines[start..<end]) == actual,
        "docs/cli.md line \(start): the console block is not what conf prints")
      lines.replaceSubrange(start..<end, with: actual)
      index = start + actual.count + 1
      blocks += 1
    }
    #expect(blocks >= 8)
    if ProcessInfo.processInfo.environment["CONF_UPDATE_DOCS"] == "1" {
      try Data(lines.joined(separator: "\n").utf8).write(to: Self.file)
    }
  }

  /// Runs the `$` lines of one block in one fresh data folder; returns the block as it should
  /// read: each `$` line followed by what it printed.
  private static func run(_ block: [String]) async throws -> [String] {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": "2027-03-10T10:15:00+09:00"])
    defer { conf.cleanUp() }
    var result: [String] = []
    for line in block where line.hasPrefix("$ ") {
      result.append(line)
      let command = try #require(parse(String(line.dropFirst(2))), "cannot read: \(line)")
      var runner = conf
      runner.environment.merge(command.environment) { $1 }
      let output = try await runner.start(
        executable: try ConfRunner.binary(), command.arguments, input: command.input,
        mergesStandardError: true
      ).wait().stdout
      var printed = output.components(separatedBy: "\n")
      if printed.last == "" {
        printed.removeLast()
      }
      if let kept = command.keptLines {
        printed = Array(printed.prefix(kept))
      }
      result += printed
    }
    return result
  }

  /// Reads `VAR=value ... [echo TEXT |] conf ARGUMENTS [| head -n N]`, with shell quoting.
  static func parse(_ line: String) -> ExampleCommand? {
    guard let words = split(line) else { return nil }
    var command = ExampleCommand()
    var rest = words[...]
    while let word = rest.first, word.contains("="), !word.hasPrefix("-"),
      word.first?.isUppercase == true
    {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      command.environment[String(parts[0])] = String(parts[1])
      rest = rest.dropFirst()
    }
    if rest.first == "echo", let pipe = rest.firstIndex(of: "|") {
      command.input = rest[rest.index(after: rest.startIndex)..<pipe].joined(separator: " ") + "\n"
      rest = rest[rest.index(after: pipe)...]
    }
    guard rest.first == "conf" else { return nil }
    rest = rest.dropFirst()
    if let pipe = rest.lastIndex(of: "|") {
      let filter = Array(rest[rest.index(after: pipe)...])
      switch filter.count {
      case 3 where filter[0] == "head" && filter[1] == "-n": command.keptLines = Int(filter[2])
      case 2 where filter[0] == "head" && filter[1].hasPrefix("-"):
        command.keptLines = Int(filter[1].dropFirst())
      default: return nil
      }
      rest = rest[..<pipe]
    }
    command.arguments = Array(rest)
    return command
  }

  /// Splits `line` into words as a shell would: spaces separate, quotes group (`'...'`
  /// literally, `"..."` with `\` escapes), an unquoted `|` is a word of its own.
  static func split(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var hasWord = false
    var characters = line[...]
    while let character = characters.popFirst() {
      switch character {
      case " ":
        if hasWord { words.append(word) }
        word = ""
        hasWord = false
      case "|":
        if hasWord { words.append(word) }
        words.append("|")
        word = ""
        hasWord = false
      case "'":
        guard let close = characters.firstIndex(of: "'") else { return nil }
        word += characters[..<close]
        characters = characters[characters.index(after: close)...]
        hasWord = true
      case "\"":
        var closed = false
        while let next = characters.popFirst() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = characters.popFirst() {
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
        guard closed else { return nil }
        hasWord = true
      default:
        word.append(character)
        hasWord = true
      }
    }
    if hasWord { words.append(word) }
    return words
  }

  @Test(
    "command lines are read as a shell would",
    arguments: [
      (
        "conf timetable 2 -t swiftui",
        ExampleCommand(arguments: ["timetable", "2", "-t", "swiftui"])
      ),
      (
        "CONF_SERVER=http://127.0.0.1:9 conf search 'Emily Chen' | head -n 3",
        ExampleCommand(
          environment: ["CONF_SERVER": "http://127.0.0.1:9"], arguments: ["search", "Emily Chen"],
          keptLines: 3)
      ),
      (
        "echo analytical-engine | conf login --email ada@example.com --password-stdin",
        ExampleCommand(
          input: "analytical-engine\n",
          arguments: ["login", "--email", "ada@example.com", "--password-stdin"])
      ),
      (
        "conf profile set-phone \"+81 90 1111 2222\"",
        ExampleCommand(arguments: ["profile", "set-phone", "+81 90 1111 2222"])
      ),
    ])
  func readsCommandLines(line: String, command: ExampleCommand) {
    #expect(Self.parse(line) == command)
  }
}
