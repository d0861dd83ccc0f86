import CommandLineInterface
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  @Test(arguments: [
    (true, 120 as Int?, ["COLUMNS": "80"], 120), (true, nil, ["COLUMNS": "100"], 100),
    (true, 0, [:], 80), (true, 5_000, [:], 1_000), (true, 40, [:], 40),
  ])
  func prefersTheTerminalsOwnWidth(
    isTerminal: Bool, columns: Int?, environment: [String: String], width: Int
  ) {
    #expect(
      CLIContext.terminalWidth(
        in: environment, isStandardOutputTerminal: isTerminal, terminalColumns: { columns })
        == width)
  }

  @Test
  func asksNoTerminalWhenOutputIsNotOne() {
    let width = CLIContext.terminalWidth(
      in: ["COLUMNS": "70"], isStandardOutputTerminal: false,
      terminalColumns: {
        Issue.record("asked the terminal for its width")
        return 200
      })
    #expect(width == 70)
  }

  #if canImport(Glibc)
    @Test
    func readsTheWidthOfARealTerminal() throws {
      let terminal = try #require(PseudoTerminal.open())
      defer { terminal.close() }

      terminal.resize(columns: 132, rows: 40)

      #expect(CLIContext.windowColumns(of: terminal.slave) == 132)
    }

    @Test
    func findsNoWidthWhereThereIsNoTerminal() throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      defer {
        close(ends[0])
        close(ends[1])
      }
      #expect(CLIContext.windowColumns(of: ends[1]) == nil)
    }
  #endif
}
