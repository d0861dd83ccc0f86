import CommandLineInterface
import Foundation
import Testing

/// docs/cli.md documents every command the help lists: a `###` heading of the Commands part
/// names it (`conf conference add|use|refresh|remove` names four), and a command with `--json`
/// describes its answer's shape, in its own section or under a heading of the JSON part that
/// names it. A command added without its docs fails here.
@Suite("docs/cli.md has a section for every command and the JSON shape of every --json")
@MainActor
struct CommandDocumentationTests {
  /// A `###` heading of docs/cli.md and the lines under it, up to the next heading.
  struct Section {
    let heading: String
    let body: String
  }

  static func sections(of text: String) -> (commands: [Section], json: [Section]) {
    var commands: [Section] = []
    var json: [Section] = []
    var part = ""
    var heading: String?
    var body: [Substring] = []
    func close() {
      guard let heading else { return }
      let section = Section(heading: heading, body: body.joined(separator: "\n"))
      if part == "## Commands" { commands.append(section) }
      if part.hasPrefix("## JSON output") { json.append(section) }
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") || line.hasPrefix("### ") {
        close()
        heading = line.hasPrefix("### ") ? String(line) : nil
        body = []
        if line.hasPrefix("## ") { part = String(line) }
      } else {
        body.append(line)
      }
    }
    close()
    return (commands, json)
  }

  /// Whether `heading` names the command `name` (`conference add`): `conf conference` followed,
  /// within the same code span, by the leaf either alone or in a `|` list.
  static func heading(_ heading: String, names name: String) -> Bool {
    let words = name.split(separator: " ").map(String.init)
    let spans = heading.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    return spans.contains { span in
      let tokens = span.split(separator: " ").map(String.init)
      guard tokens.first == "conf", tokens.count > words.count else {
        return tokens == ["conf"] + words
      }
      for (index, word) in words.enumerated() {
        let given = tokens[index + 1].split(separator: "|").map(String.init)
        guard index == words.count - 1 ? given.contains(word) : given == [word] else {
          return false
        }
      }
      return true
    }
  }

  @Test("every command has a section, and every --json its shape")
  func everyCommandIsDocumented() throws {
    let text = try String(contentsOf: GeneratedSection.document, encoding: .utf8)
    let (commands, json) = Self.sections(of: text)
    let documented = Harness().makeCommandLine().documentedCommands
    #expect(documented.count >= 25, "the command line's list was not found")
    for command in documented {
      let own = commands.filter { Self.heading($0.heading, names: command.name) }
      #expect(!own.isEmpty, "no ### section names conf \(command.name)")
      guard command.printsJSON else { continue }
      let shaped =
        own.contains { $0.body.contains("--json") && $0.body.contains("{") }
        || json.contains { Self.heading($0.heading, names: command.name) }
      #expect(shaped, "conf \(command.name) --json: no shape in its section or the JSON part")
    }
  }

  @Test(
    "a heading names a command alone, as a subcommand, or in a | list",
    arguments: [
      ("### `conf now [--tz <zone>] [--json]`", "now", true),
      ("### `conf now [--tz <zone>] [--json]`", "next", false),
      (
        "### Conferences: `conf conferences`, `conf conference add|use|refresh|remove`",
        "conference use", true
      ),
      (
        "### Conferences: `conf conferences`, `conf conference add|use|refresh|remove`",
        "conference", true
      ),
      ("### `conf profile set-phone <number>`", "profile", true),
      ("### `conf profile set-phone <number>`", "profile set-phone", true),
      ("### `conf onboarding` and `conf onboarding next`", "onboarding next", true),
      ("### `conf tickets [--json]`", "ticket", false),
    ])
  func headings(heading: String, name: String, names: Bool) {
    #expect(Self.heading(heading, names: name) == names)
  }
}
