import CommandLineInterface
import Foundation
import Testing

struct CLIContextTests {
  private func makeContext(
    environment: [String: String], isTerminal: Bool = true, width: Int? = nil
  ) -> CLIContext {
    CLIContext(
      environment: environment, standardOutput: CapturingWriter(),
      standardError: CapturingWriter(), isStandardOutputTerminal: isTerminal, now: Fixtures.now,
      terminalWidth: width)
  }

  @Test(arguments: [
    ([:], 80), (["COLUMNS": "120"], 120), (["COLUMNS": "40"], 40), (["COLUMNS": "0"], 80),
    (["COLUMNS": "-5"], 80), (["COLUMNS": "wide"], 80), (["COLUMNS": "9999"], 1_000),
  ])
  func takesTheWidthFromColumns(environment: [String: String], width: Int) {
    #expect(makeContext(environment: environment).terminalWidth == width)
  }

  @Test
  func anExplicitWidthWins() {
    #expect(makeContext(environment: ["COLUMNS": "120"], width: 60).terminalWidth == 60)
  }

  @Test(arguments: [
    ([:], true, true), ([:], false, false), (["NO_COLOR": "1"], true, false),
    (["NO_COLOR": ""], true, false), (["TERM": "dumb"], true, false),
    (["TERM": "xterm-256color"], true, true),
  ])
  func usesColorOnlyOnATerminalWithoutNoColor(
    environment: [String: String], isTerminal: Bool, usesColor: Bool
  ) {
    #expect(makeContext(environment: environment, isTerminal: isTerminal).usesColor == usesColor)
  }
}
