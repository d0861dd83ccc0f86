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

extension TextTableTests {
  private static let withRoom = TextTable(
    columns: [
      TextTable.Column("ID", minimumWidth: .max),
      TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
      TextTable.Column("TITLE", minimumWidth: 5),
    ],
    rows: [
      ["1", "Hall A", "A title that is thirty columns"],
      ["22", "Room D", "Short"],
    ])

  @Test(arguments: [
    (80, "ID  ROOM    TITLE", ["1   Hall A  A title that is thirty columns", "22  Room D  Short"]),
    // The title keeps 20 columns: the room stays.
    (32, "ID  ROOM    TITLE", ["1   Hall A  A title that is thi…", "22  Room D  Short"]),
    // With the room the title would get 19: the room goes, the title gets 27.
    (31, "ID  TITLE", ["1   A title that is thirty col…", "22  Short"]),
  ])
  func leavesOutOptionalColumnsBeforeCuttingTheLastOneShort(
    width: Int, header: String, rows: [String]
  ) {
    let lines = Self.withRoom.lines(fittingWidth: width)
    #expect(lines.header == header)
    #expect(lines.rows == rows)
  }

  @Test
  func keepsAnOptionalColumnWhenTheLastOneIsShortAnyway() {
    let table = TextTable(
      columns: [
        TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
        TextTable.Column("TITLE", minimumWidth: 5),
      ],
      rows: [["Hall A", "Short"]])
    #expect(table.lines(fittingWidth: 14).rows == ["Hall A  Short"])
  }
}

extension TextTableTests {
  @Test("no single field widens a column past its cap: a 5,000-character id is cut, not every row")
  func capsEveryColumnButTheLast() {
    let longID = String(repeating: "7", count: 5_000)
    let table = TextTable(
      columns: [
        TextTable.Column("TIME", minimumWidth: .max), TextTable.Column("ID", minimumWidth: .max),
        TextTable.Column("ROOM", minimumWidth: .max, isOptional: true),
        TextTable.Column("TITLE", minimumWidth: 10),
      ],
      rows: [
        ["10:00-10:45", longID, String(repeating: "R", count: 5_000), "A title"],
        ["11:00-11:45", "102", "Hall A", "Another title"],
      ])

    let lines = table.lines(fittingWidth: 120)

    let cutID = String(repeating: "7", count: 39) + "…"
    let cutRoom = String(repeating: "R", count: 39) + "…"
    #expect(
      lines.header == "TIME         ID" + String(repeating: " ", count: 40) + "ROOM"
        + String(repeating: " ", count: 38) + "TITLE")
    #expect(
      lines.rows == [
        "10:00-10:45  \(cutID)  \(cutRoom)  A title",
        "11:00-11:45  102" + String(repeating: " ", count: 39) + "Hall A"
          + String(repeating: " ", count: 36) + "Another title",
      ])
  }

  @Test("cells are shown safely and measured as a terminal shows them")
  func sanitizesAndMeasuresCells() {
    let table = TextTable(
      columns: [TextTable.Column("A", minimumWidth: .max), TextTable.Column("B")],
      rows: [["x\u{200B}y\r\nz", "b\u{202E}"], ["並🚀", "c"]])

    let lines = table.lines(fittingWidth: 80)

    #expect(lines.header == "A     B")
    #expect(lines.rows == ["xy z  b\u{FFFD}", "並🚀  c"])
  }
}
