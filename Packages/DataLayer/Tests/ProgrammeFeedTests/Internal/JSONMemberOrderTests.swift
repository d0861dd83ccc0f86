import Foundation
import Testing

@testable import ProgrammeFeed

struct JSONMemberOrderTests {
  private static let path: [JSONMemberOrder.Step] = [.member("a"), .element, .member("rooms")]

  private static func names(_ json: String) -> [[String]]? {
    JSONMemberOrder.names(at: path, in: Data(json.utf8))
  }

  @Test("the members' names in document order, one list per element, values of every kind skipped")
  func documentOrder() {
    let json = #"""
      { "before": {"rooms": {"x": 1}, "list": [1, 2.5e3, true, null, "]}"]},
        "a": [
          {"rooms": {"Zeta": [{"id": 1, "t": "a \"quoted\" ]"}], "Alpha": {}, "Mu": -1}},
          {"other": 1},
          {"rooms": {}},
          {"rooms": [1, 2]},
          {"rooms": {"K\u00e4fig": null, "\ud83d\ude00": false, "tab\t": "x"}}
        ],
        "a": [{"rooms": {"repeated": 1}}]
      }
      """#
    #expect(
      Self.names(json) == [["Zeta", "Alpha", "Mu"], [], [], [], ["Käfig", "😀", "tab\t"]])
  }

  @Test(
    "nothing at the path is no names; bytes that do not scan are nil",
    arguments: [
      (#"{"b": 1}"#, [] as [[String]]?),
      (#"{"a": []}"#, []),
      (#"{"a": 3}"#, []),
      (#"{"a": [{"rooms": {"x": 1}"#, nil),
      (#"{"a": [{"rooms": {"x" 1}}]}"#, nil),
      (#"{"a": [{"rooms": {"x": }}]}"#, nil),
      (#"{"a": "#, nil),
    ])
  func missingAndMalformed(json: String, expected: [[String]]?) {
    #expect(Self.names(json) == expected)
  }
}
