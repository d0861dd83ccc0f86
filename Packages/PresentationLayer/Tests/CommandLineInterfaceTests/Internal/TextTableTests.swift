import CommandLineInterface
import Testing

struct TextTableTests {
  private let table = TextTable(
    columns: [
      TextTable.Column("ID", minimumWidth: .max),
      TextTable.Column("NAME", minimumWidth: 4, maximumWidth: 8),
      TextTable.Column("NOTE", minimumWidth: 5),
    ],
    rows: [["1", "Alpha", "short"], ["22", "Bravissimo", "a rather long note"]])

  @Test
  func alignsColumnsAndCapsTheirWidth() {
    let lines = table.lines(fittingWidth: 80)
    #expect(lines.header == "ID  NAME      NOTE")
    #expect(lines.rows == ["1   Alpha     short", "22  Braviss…  a rather long note"])
  }

  @Test
  func shrinksTheLastColumnFirst() {
    let lines = table.lines(fittingWidth: 20)
    #expect(lines.header == "ID  NAME      NOTE")
    #expect(lines.rows == ["1   Alpha     short", "22  Braviss…  a rat…"])
  }

  @Test
  func stopsAtEachColumnsMinimum() {
    let lines = table.lines(fittingWidth: 5)
    #expect(lines.header == "ID  NAME  NOTE")
    #expect(lines.rows == ["1   Alp…  short", "22  Bra…  a ra…"])
  }
}
