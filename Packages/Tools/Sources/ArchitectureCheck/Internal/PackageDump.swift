/// The parts of `swift package dump-package` JSON the checker reads.
struct PackageDump: Decodable {
  struct PackageDependency: Decodable {
    var identity: String
    var path: String?
  }

  struct Product: Decodable {
    var name: String
    var targets: [String]
  }

  struct Condition: Decodable {
    var platformNames: [String]?
    var config: String?

    var description: String? {
      var parts: [String] = []
      if let platformNames, !platformNames.isEmpty {
        parts.append("platforms: " + platformNames.joined(separator: ", "))
      }
      if let config {
        parts.append("configuration: " + config)
      }
      return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    private enum CodingKeys: String, CodingKey {
      case platformNames
      case config
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      platformNames = try container.decodeIfPresent([String].self, forKey: .platformNames)
      if let config = try? container.decodeIfPresent([String: String].self, forKey: .config) {
        self.config = config["config"]
      } else {
        config = try? container.decodeIfPresent(String.self, forKey: .config)
      }
    }
  }

  /// One entry of a target's `dependencies`.
  struct TargetDependency: Decodable {
    enum Reference: Equatable {
      case byName
      case target
      case product(package: String?)
    }

    var name: String
    var reference: Reference
    var condition: Condition?

    private enum CodingKeys: String, CodingKey {
      case byName
      case target
      case product
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if var values = try? container.nestedUnkeyedContainer(forKey: .product) {
        name = try values.decode(String.self)
        let package = values.isAtEnd ? nil : try values.decodeIfPresent(String.self)
        if !values.isAtEnd, try !values.decodeNil() {
          _ = try values.decode([String: String].self)
        }
        reference = .product(package: package)
        condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
      } else if var values = try? container.nestedUnkeyedContainer(forKey: .target) {
        name = try values.decode(String.self)
        reference = .target
        condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
      } else {
        var values = try container.nestedUnkeyedContainer(forKey: .byName)
        name = try values.decode(String.self)
        reference = .byName
        condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
      }
    }
  }

  /// One entry of a target's `settings`, such as `enableUpcomingFeature("ExistentialAny")`.
  struct Setting: Decodable {
    var tool: String
    var name: String
    var value: String?

    private enum CodingKeys: String, CodingKey {
      case tool
      case kind
    }

    private struct AnyKey: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      tool = try container.decode(String.self, forKey: .tool)
      let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
      guard let key = kind.allKeys.first else {
        name = ""
        value = nil
        return
      }
      name = key.stringValue
      let arguments = try? kind.nestedContainer(keyedBy: AnyKey.self, forKey: key)
      value = try? arguments?.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "_0"))
    }
  }

  struct Target: Decodable {
    var name: String
    var type: String
    var path: String?
    var sources: [String]?
    var exclude: [String]
    var dependencies: [TargetDependency]
    var settings: [Setting]
  }

  var name: String
  var dependencies: [PackageDependency]
  var products: [Product]
  var targets: [Target]

  private enum CodingKeys: String, CodingKey {
    case name
    case dependencies
    case products
    case targets
  }

  private enum DependencyKind: String, CodingKey {
    case fileSystem
    case sourceControl
    case registry
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    products = try container.decode([Product].self, forKey: .products)
    targets = try container.decode([Target].self, forKey: .targets)
    var dependencyList = try container.nestedUnkeyedContainer(forKey: .dependencies)
    var dependencies: [PackageDependency] = []
    while !dependencyList.isAtEnd {
      let kinds = try dependencyList.nestedContainer(keyedBy: DependencyKind.self)
      for kind in kinds.allKeys {
        dependencies += try kinds.decode([PackageDependency].self, forKey: kind)
      }
    }
    self.dependencies = dependencies
  }
}
