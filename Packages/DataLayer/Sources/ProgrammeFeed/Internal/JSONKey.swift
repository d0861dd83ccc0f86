/// A JSON member's name, whatever it is.
struct JSONKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
