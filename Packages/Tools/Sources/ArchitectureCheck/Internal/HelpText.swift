/// The help and usage texts of `archcheck`.
enum HelpText {
  static let version = "archcheck 1.0.0"

  static func usage(_ subcommand: ParsedArguments.Subcommand) -> String {
    switch subcommand {
    case .check: "archcheck [check] [--format text|json|github] [<options>]"
    case .graph: "archcheck graph [--format mermaid|dot] [--include-tests] [<options>]"
    case .why: "archcheck why <from> <to> [<options>]"
    case .docs: "archcheck docs [--update] [<options>]"
    }
  }

  private static let commonOptions = """
      --root <dir>            The repository root. (default: the current directory)
      --rules <file>          The rules file. (default: <root>/architecture-rules.json)
      --cache-dir <dir>       Where manifest dumps are cached, keyed by manifest hash.
                              (default: <root>/.build/archcheck-cache)
      --no-cache              Dump every manifest again with `swift package`.
      --version               Show the version.
      -h, --help              Show help information.
    """

  static let main = """
    OVERVIEW: Check that every module imports only what the architecture allows.

    Reads every Package.swift (`swift package dump-package`, cached by manifest hash)
    and the imports of every compiled Swift file, then applies the rules of
    architecture-rules.json. Nothing is built.

    USAGE: archcheck [check] [--format text|json|github] [<options>]
           archcheck graph [--format mermaid|dot] [--include-tests] [<options>]
           archcheck why <from> <to> [<options>]
           archcheck docs [--update] [<options>]

    OPTIONS:
      --format <format>       check: text, json or github (default: text);
                              graph: mermaid or dot (default: mermaid).
    \(commonOptions)

    SUBCOMMANDS:
      check (default)         Apply every rule and print every finding.
      graph                   Print the module graph: layers as clusters, violations
                              in red.
      why                     Print every import path from one module to another.
      docs                    Check (or --update) the Markdown blocks generated from
                              the rules file: layer table, package tables, graph.

    EXIT CODES:
      0 clean (warnings allowed), 1 violations, 2 configuration error, 3 tool failure.

      See 'archcheck help <subcommand>' for detailed help.

    """

  static let check = """
    OVERVIEW: Apply every rule and print every finding.

    Each finding is `path:line:column: error: [rule-id] message`, then `why:` and
    `fix:` lines; a summary line with counts and time ends the output.

    USAGE: archcheck [check] [--format text|json|github] [<options>]

    OPTIONS:
      --format <format>       text, json or github (GitHub Actions annotations).
                              (default: text)
    \(commonOptions)

    EXIT CODES:
      0 no errors (warnings allowed), 1 errors, 2 configuration error, 3 tool failure.

    """

  static let graph = """
    OVERVIEW: Print the module graph: layers as clusters, violating edges in red.

    An arrow goes from a module to each module it declares or imports.

    USAGE: archcheck graph [--format mermaid|dot] [--include-tests] [<options>]

    OPTIONS:
      --format <format>       mermaid or dot. (default: mermaid)
      --include-tests         Draw test targets too.
    \(commonOptions)

    """

  static let why = """
    OVERVIEW: Print every import path from one module to another.

    Each hop names the file and line of its first import. <to> may be a module
    from outside the repository, such as FoundationNetworking.

    USAGE: archcheck why <from> <to> [<options>]

    ARGUMENTS:
      <from>                  The importing module (a target name).
      <to>                    The imported module.

    OPTIONS:
    \(commonOptions)

    EXIT CODES:
      0 at least one path, 1 no path, 2 configuration error, 3 tool failure.

    """

  static let docs = """
    OVERVIEW: Check the Markdown blocks generated from the rules file.

    Each document listed under `documents` in the rules file holds blocks between
    `<!-- archcheck:<name>:begin -->` and `<!-- archcheck:<name>:end -->` lines
    (text after `begin` is a comment for readers). Blocks: graph (the Mermaid module
    graph), layer-table (every module's layer, package, what it may import and what it
    holds), package-table (the rows of the package whose manifest is in the document's
    folder). A block that differs from what the rules file says is stale.

    USAGE: archcheck docs [--update] [<options>]

    OPTIONS:
      --update                Rewrite stale blocks instead of failing.
    \(commonOptions)

    EXIT CODES:
      0 every block current (or updated), 1 a stale or missing block, 2 configuration
      error, 3 tool failure.

    """

  static func help(for topic: ParsedArguments.Subcommand?) -> String {
    switch topic {
    case nil: main
    case .check: check
    case .graph: graph
    case .why: why
    case .docs: docs
    }
  }
}
