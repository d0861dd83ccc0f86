import CommandLineInterface
import Testing

struct JSONValueTests {
  @Test
  func sortsKeysAndIndentsByTwoSpaces() {
    let value = JSONValue.object([
      "b": .array([.number(1), .bool(true), .null]), "a": .object([:]), "c": .array([]),
      "B": .optional(nil), "d": .optional("x"),
    ])
    #expect(
      value.rendered == """
        {
          "B": null,
          "a": {},
          "b": [
            1,
            true,
            null
          ],
          "c": [],
          "d": "x"
        }

        """)
  }

  @Test
  func escapesWhatJSONRequiresAndKeepsUnicode() {
    let value = JSONValue.string("quote\" back\\ \n\t\r\u{8}\u{C}\u{1}\u{7F} 並行 🎉 /")
    #expect(
      value.rendered
        == #""quote\" back\\ \n\t\r\b\f\u0001\u007f 並行 🎉 /""# + "\n")
  }
}
