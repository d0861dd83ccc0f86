/// The `archcheck` command line: parses arguments, runs the check, `graph` or `why`, and
/// returns the output and exit code instead of printing, so tests can run it in-process.
public enum ArchCheckCommand {
  /// Runs `archcheck` with `arguments` (without the program name).
  public static func run(_ arguments: [String], environment: CommandEnvironment)
    -> CommandResult
  {
    let elapsed = environment.startClock()
    let parsed: ParsedArguments
    switch ParsedArguments.parse(arguments) {
    case .success(let value):
      parsed = value
    case .failure(let error):
      return usageFailure(error.message, subcommand: error.subcommand)
    }
    if parsed.wantsHelp {
      return CommandResult(exitCode: .clean, standardOutput: HelpText.help(for: parsed.helpTopic))
    }
    if parsed.flags.contains("--version") {
      return CommandResult(exitCode: .clean, standardOutput: HelpText.version + "\n")
    }
    if let problem = validate(parsed) {
      return usageFailure(problem, subcommand: parsed.subcommand)
    }
    do {
      return try execute(parsed, environment: environment, elapsed: elapsed)
    } catch let error as ConfigurationError {
      return CommandResult(
        exitCode: .configurationError, standardError: "error: \(error.message)\n")
    } catch let error as ToolFailure {
      return CommandResult(exitCode: .toolFailure, standardError: "error: \(error.message)\n")
    } catch {
      return CommandResult(exitCode: .toolFailure, standardError: "error: \(error)\n")
    }
  }

  private static func usageFailure(_ message: String, subcommand: ParsedArguments.Subcommand)
    -> CommandResult
  {
    let see = subcommand == .check ? "archcheck --help" : "archcheck help \(subcommand.rawValue)"
    return CommandResult(
      exitCode: .configurationError,
      standardError: "Error: \(message)\nUsage: \(HelpText.usage(subcommand))\n"
        + "See '\(see)' for more information.\n")
  }

  private static func validate(_ parsed: ParsedArguments) -> String? {
    switch parsed.subcommand {
    case .check:
      if let extra = parsed.positionals.first { return "unexpected argument '\(extra)'" }
      if let format = parsed.options["--format"], ReportFormat(rawValue: format) == nil {
        return "unknown format '\(format)' for check; use text, json or github"
      }
    case .graph:
      if let extra = parsed.positionals.first { return "unexpected argument '\(extra)'" }
      if let format = parsed.options["--format"], GraphFormat(rawValue: format) == nil {
        return "unknown format '\(format)' for graph; use mermaid or dot"
      }
    case .why:
      if parsed.positionals.count != 2 {
        return "why needs two modules, <from> and <to>; got \(parsed.positionals.count)"
      }
      if parsed.options["--format"] != nil { return "why has no --format option" }
    case .docs:
      if let extra = parsed.positionals.first { return "unexpected argument '\(extra)'" }
      if parsed.options["--format"] != nil { return "docs has no --format option" }
    }
    if parsed.subcommand != .graph, parsed.flags.contains("--include-tests") {
      return "--include-tests is an option of graph only"
    }
    if parsed.subcommand != .docs, parsed.flags.contains("--update") {
      return "--update is an option of docs only"
    }
    return nil
  }

  private static func execute(
    _ parsed: ParsedArguments, environment: CommandEnvironment,
    elapsed: @Sendable () -> Duration
  ) throws -> CommandResult {
    let fileSystem = environment.fileSystem
    let root = PathUtilities.join(
      environment.currentDirectory, parsed.options["--root"] ?? ".")
    let rulesPath = PathUtilities.join(
      environment.currentDirectory,
      parsed.options["--rules"] ?? root + "/architecture-rules.json")
    guard fileSystem.fileExists(atPath: rulesPath) else {
      throw ConfigurationError(
        "No rules file at \(rulesPath). Run archcheck from the repository root, or pass "
          + "--root or --rules.")
    }
    let ruleSet = try RuleSet.parse(
      try fileSystem.readFile(atPath: rulesPath),
      path: PathUtilities.relative(rulesPath, to: root))
    let dumper: any ManifestDumping =
      parsed.flags.contains("--no-cache")
      ? environment.dumper
      : CachingManifestDumper(
        base: environment.dumper, fileSystem: fileSystem,
        cacheDirectory: PathUtilities.join(
          environment.currentDirectory,
          parsed.options["--cache-dir"] ?? root + "/.build/archcheck-cache"))
    let graph = try WorkspaceLoader(fileSystem: fileSystem, dumper: dumper)
      .load(root: root, excluding: ruleSet.exclude)
    let findings = try Checker(ruleSet: ruleSet).check(graph)

    switch parsed.subcommand {
    case .check:
      let report = CheckReport(
        findings: findings, moduleCount: graph.modules.count,
        fileCount: graph.sourceFiles.count, manifestCount: graph.manifests.count,
        duration: elapsed())
      let format = parsed.options["--format"].flatMap(ReportFormat.init(rawValue:)) ?? .text
      let useColor = environment.isTerminal && environment.variables["NO_COLOR"] == nil
      return CommandResult(
        exitCode: report.errorCount > 0 ? .violations : .clean,
        standardOutput: ReportRenderer.render(report, format: format, useColor: useColor))
    case .graph:
      let format = parsed.options["--format"].flatMap(GraphFormat.init(rawValue:)) ?? .mermaid
      return CommandResult(
        exitCode: .clean,
        standardOutput: GraphRenderer.render(
          graph, ruleSet: ruleSet, findings: findings, format: format,
          includeTests: parsed.flags.contains("--include-tests")))
    case .why:
      return why(parsed.positionals[0], parsed.positionals[1], graph: graph)
    case .docs:
      let report = try DocumentationGenerator.run(
        root: root, graph: graph, ruleSet: ruleSet, findings: findings, fileSystem: fileSystem,
        update: parsed.flags.contains("--update"))
      return docs(report)
    }
  }

  private static func docs(_ report: DocumentationReport) -> CommandResult {
    var output = ""
    for problem in report.problems {
      output += "\(problem.location.description): error: [generated-docs] \(problem.message)\n"
      output += "  fix: \(problem.fix)\n"
    }
    for update in report.updated {
      output += "\(update.location.description): \(update.message)\n"
    }
    let blocks = "\(report.blockCount) block\(report.blockCount == 1 ? "" : "s")"
    let documents = "\(report.documentCount) document\(report.documentCount == 1 ? "" : "s")"
    let state =
      !report.problems.isEmpty
      ? "\(report.problems.count) to fix"
      : report.updated.isEmpty ? "all current" : "\(report.updated.count) updated"
    output += "archcheck docs: \(blocks) in \(documents), \(state)\n"
    return CommandResult(
      exitCode: report.problems.isEmpty ? .clean : .violations, standardOutput: output)
  }

  private static func why(_ source: String, _ destination: String, graph: ModuleGraph)
    -> CommandResult
  {
    guard let from = graph.module(named: source) ?? graph.module(importedAs: source) else {
      return CommandResult(
        exitCode: .configurationError,
        standardError: "error: \(source) is not a target of any manifest.\n")
    }
    let to = graph.module(named: destination)?.name ?? destination
    let paths = ImportPathFinder(graph: graph).paths(from: from.name, to: to)
    guard !paths.isEmpty else {
      return CommandResult(
        exitCode: .violations, standardOutput: "No import path from \(from.name) to \(to).\n")
    }
    var output = ""
    for (index, path) in paths.enumerated() {
      output += "path \(index + 1): \(path.modules.joined(separator: " → "))\n"
      for hop in path.hops {
        output += "  \(hop.location.description): \(hop.from) imports \(hop.to)\n"
      }
    }
    output += "\(paths.count) path\(paths.count == 1 ? "" : "s") from \(from.name) to \(to).\n"
    return CommandResult(exitCode: .clean, standardOutput: output)
  }
}
