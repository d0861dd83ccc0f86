/// Reads typed values out of `JSONSerialization` output, with errors that name the key path.
struct JSONReader {
  let context: String
  private let dictionary: [String: Any]

  init(_ value: Any, at context: String) throws(ConfigurationError) {
    guard let dictionary = value as? [String: Any] else {
      throw ConfigurationError("\(context) must be a JSON object.")
    }
    self.context = context
    self.dictionary = dictionary
  }

  func allowKeys(_ keys: [String]) throws(ConfigurationError) {
    let unknown = Set(dictionary.keys).subtracting(keys).sorted()
    guard unknown.isEmpty else {
      throw ConfigurationError(
        "\(context) has unknown key(s) \(unknown.joined(separator: ", ")); "
          + "allowed here: \(keys.joined(separator: ", ")).")
    }
  }

  func string(_ key: String) throws(ConfigurationError) -> String {
    guard let value = try optionalString(key) else {
      throw ConfigurationError("\(context).\(key) is missing; it must be a string.")
    }
    return value
  }

  func optionalString(_ key: String) throws(ConfigurationError) -> String? {
    guard let value = dictionary[key] else { return nil }
    guard let string = value as? String else {
      throw ConfigurationError("\(context).\(key) must be a string.")
    }
    return string
  }

  func optionalInt(_ key: String) throws(ConfigurationError) -> Int? {
    guard let value = dictionary[key] else { return nil }
    guard let number = value as? Int else {
      throw ConfigurationError("\(context).\(key) must be an integer.")
    }
    return number
  }

  func strings(_ key: String) throws(ConfigurationError) -> [String] {
    guard let value = try optionalStrings(key) else {
      throw ConfigurationError("\(context).\(key) is missing; it must be an array of strings.")
    }
    return value
  }

  func optionalStrings(_ key: String) throws(ConfigurationError) -> [String]? {
    guard let value = dictionary[key] else { return nil }
    return try Self.strings(value, at: "\(context).\(key)")
  }

  func optionalStringLists(_ key: String) throws(ConfigurationError) -> [String: [String]]? {
    guard let value = dictionary[key] else { return nil }
    guard let object = value as? [String: Any] else {
      throw ConfigurationError("\(context).\(key) must be an object of string arrays.")
    }
    var result: [String: [String]] = [:]
    for (name, list) in object {
      result[name] = try Self.strings(list, at: "\(context).\(key).\(name)")
    }
    return result
  }

  /// The members of the object at `key`, each as a reader, sorted by name.
  func objectMembers(_ key: String) throws(ConfigurationError) -> [(String, JSONReader)] {
    guard let value = dictionary[key] else {
      throw ConfigurationError("\(context).\(key) is missing; it must be an object.")
    }
    guard let object = value as? [String: Any] else {
      throw ConfigurationError("\(context).\(key) must be an object.")
    }
    var result: [(String, JSONReader)] = []
    for name in object.keys.sorted() {
      result.append((name, try JSONReader(object[name] as Any, at: "\(context).\(key).\(name)")))
    }
    return result
  }

  func optionalObject(_ key: String) throws(ConfigurationError) -> JSONReader? {
    guard let value = dictionary[key] else { return nil }
    return try JSONReader(value, at: "\(context).\(key)")
  }

  func objects(_ key: String) throws(ConfigurationError) -> [JSONReader] {
    guard let value = try optionalObjects(key) else {
      throw ConfigurationError("\(context).\(key) is missing; it must be an array of objects.")
    }
    return value
  }

  func optionalObjects(_ key: String) throws(ConfigurationError) -> [JSONReader]? {
    guard let value = dictionary[key] else { return nil }
    guard let array = value as? [Any] else {
      throw ConfigurationError("\(context).\(key) must be an array of objects.")
    }
    var result: [JSONReader] = []
    for (index, element) in array.enumerated() {
      result.append(try JSONReader(element, at: "\(context).\(key)[\(index)]"))
    }
    return result
  }

  private static func strings(_ value: Any, at context: String) throws(ConfigurationError)
    -> [String]
  {
    guard let array = value as? [Any] else {
      throw ConfigurationError("\(context) must be an array of strings.")
    }
    var result: [String] = []
    for element in array {
      guard let string = element as? String else {
        throw ConfigurationError("\(context) must contain only strings.")
      }
      result.append(string)
    }
    return result
  }
}
