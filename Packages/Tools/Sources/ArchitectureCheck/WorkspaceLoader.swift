import Dispatch
import Foundation
import Synchronization

/// Reads the repository: finds every manifest, dumps it (through the injected dumper, usually
/// cached), lists each target's Swift sources and scans their imports. Nothing is built.
public struct WorkspaceLoader: Sendable {
  /// The file-system effect.
  public var fileSystem: any FileSystem
  /// The manifest-dump effect.
  public var dumper: any ManifestDumping

  /// Creates a loader.
  public init(fileSystem: any FileSystem, dumper: any ManifestDumping) {
    self.fileSystem = fileSystem
    self.dumper = dumper
  }

  /// Loads the repository at `root` (an absolute path), skipping hidden directories, `.build`
  /// and the `excluded` paths (relative to `root`).
  ///
  /// Manifests are dumped and files scanned in parallel. Throws ``ToolFailure`` when a manifest
  /// cannot be dumped or decoded, a file cannot be read, or two targets share a name.
  public func load(root: String, excluding excluded: [String] = []) throws(ToolFailure)
    -> ModuleGraph
  {
    let root = PathUtilities.normalize(root)
    let excludedPaths = excluded.map { PathUtilities.join(root, $0) }
    let packageDirectories = try findPackages(in: root, excluding: excludedPaths).sorted()
    let packages = try loadPackages(packageDirectories)

    var manifests: [Manifest] = []
    var modules: [Module] = []
    var owners: [String: String] = [:]
    for package in packages {
      manifests.append(
        Manifest(
          path: PathUtilities.relative(package.manifestPath, to: root),
          packageName: package.dump.name, text: package.text))
      let text = ManifestText(
        path: PathUtilities.relative(package.manifestPath, to: root), text: package.text)
      for target in package.dump.targets {
        if let owner = owners[target.name] {
          throw ToolFailure(
            "Two packages declare a target named \(target.name): \(owner) and "
              + "\(PathUtilities.relative(package.manifestPath, to: root)). archcheck needs "
              + "unique target names; rename one or exclude its package in the rules file.")
        }
        owners[target.name] = PathUtilities.relative(package.manifestPath, to: root)
        modules.append(
          try makeModule(target, in: package, text: text, packages: packages, root: root))
      }
    }
    let files = try scan(modules: modules, root: root)
    return ModuleGraph(manifests: manifests, modules: modules, sourceFiles: files)
  }

  // MARK: - Manifests

  private func findPackages(in root: String, excluding excluded: [String]) throws(ToolFailure)
    -> [String]
  {
    var result: [String] = []
    var pending = [root]
    while let directory = pending.popLast() {
      for name in try fileSystem.contentsOfDirectory(atPath: directory) {
        guard !name.hasPrefix(".") else { continue }
        let path = directory + "/" + name
        if name == "Package.swift" {
          result.append(directory)
        } else if fileSystem.isDirectory(atPath: path),
          !excluded.contains(where: { PathUtilities.isInside(path, $0) })
        {
          pending.append(path)
        }
      }
    }
    return result
  }

  private struct LoadedPackage: Sendable {
    var directory: String
    var manifestPath: String
    var text: String
    var dump: PackageDump
  }

  private func loadPackages(_ directories: [String]) throws(ToolFailure) -> [LoadedPackage] {
    let results = Mutex<[Int: Result<LoadedPackage, ToolFailure>]>([:])
    DispatchQueue.concurrentPerform(iterations: directories.count) { index in
      let result = Result { () throws(ToolFailure) -> LoadedPackage in
        try loadPackage(directories[index])
      }
      results.withLock { $0[index] = result }
    }
    let collected = results.withLock { $0 }
    var packages: [LoadedPackage] = []
    for index in directories.indices {
      guard let result = collected[index] else {
        throw ToolFailure("Loading \(directories[index]) did not finish.")
      }
      packages.append(try result.get())
    }
    return packages
  }

  private func loadPackage(_ directory: String) throws(ToolFailure) -> LoadedPackage {
    let manifestPath = directory + "/Package.swift"
    let text = String(decoding: try fileSystem.readFile(atPath: manifestPath), as: UTF8.self)
    let json = try dumper.dumpPackage(atPath: directory)
    let dump: PackageDump
    do {
      dump = try JSONDecoder().decode(PackageDump.self, from: Data(json))
    } catch {
      throw ToolFailure(
        "Cannot read the dump-package output of \(manifestPath): \(error). "
          + "Delete .build/archcheck-cache and run again.")
    }
    return LoadedPackage(directory: directory, manifestPath: manifestPath, text: text, dump: dump)
  }

  // MARK: - Targets

  private func makeModule(
    _ target: PackageDump.Target, in package: LoadedPackage, text: ManifestText,
    packages: [LoadedPackage], root: String
  ) throws(ToolFailure) -> Module {
    let manifestPath = text.path
    let location =
      text.targetDeclarationOffset(named: target.name).map { text.location(ofOffset: $0) }
      ?? text.startLocation
    let kind = Module.Kind(rawValue: target.type) ?? .library
    let directory = targetDirectory(target, kind: kind, packageDirectory: package.directory)
    let files =
      kind == .system || kind == .binary
      ? []
      : try SourceEnumerator(fileSystem: fileSystem).swiftFiles(
        in: directory, sources: target.sources, exclude: target.exclude)
    let dependencies = target.dependencies.map { dependency in
      ModuleDependency(
        name: dependency.name, package: dependency.reference.package,
        modules: resolve(dependency, in: package, packages: packages),
        condition: dependency.condition?.description,
        location: text.dependencyOffset(named: dependency.name, inTarget: target.name)
          .map { text.location(ofOffset: $0) } ?? location)
    }
    let swiftSettings = target.settings.filter { $0.tool == "swift" }
    return Module(
      name: target.name, moduleName: Module.moduleName(forTarget: target.name), kind: kind,
      packageName: package.dump.name, manifestPath: manifestPath, location: location,
      directory: PathUtilities.relative(directory, to: root),
      sourceFiles: files.map { PathUtilities.relative($0, to: root) },
      dependencies: dependencies,
      languageMode: swiftSettings.last {
        $0.name == "swiftLanguageMode" || $0.name == "swiftLanguageVersion"
      }?.value,
      upcomingFeatures: swiftSettings.filter { $0.name == "enableUpcomingFeature" }
        .compactMap(\.value))
  }

  private func targetDirectory(
    _ target: PackageDump.Target, kind: Module.Kind, packageDirectory: String
  ) -> String {
    if let path = target.path {
      return PathUtilities.join(packageDirectory, path)
    }
    let parents: [String] =
      switch kind {
      case .test: ["Tests", "Sources", "Source", "src", "srcs"]
      case .plugin: ["Plugins"]
      default: ["Sources", "Source", "src", "srcs"]
      }
    let candidates = parents.map { packageDirectory + "/" + $0 + "/" + target.name }
    return candidates.first { fileSystem.isDirectory(atPath: $0) } ?? candidates[0]
  }

  /// The repository targets a declared dependency makes importable.
  private func resolve(
    _ dependency: PackageDump.TargetDependency, in package: LoadedPackage,
    packages: [LoadedPackage]
  ) -> [String] {
    let localTargets = Set(package.dump.targets.map(\.name))
    switch dependency.reference {
    case .target:
      return [dependency.name]
    case .byName:
      if localTargets.contains(dependency.name) { return [dependency.name] }
      for other in dependencyPackages(of: package, packages: packages) {
        if let product = other.dump.products.first(where: { $0.name == dependency.name }) {
          return product.targets
        }
      }
      return []
    case .product(let packageName):
      let candidates = identifiedDependencyPackages(of: package, packages: packages).filter {
        other in
        guard let packageName else { return true }
        return other.identity == packageName.lowercased()
          || other.package.dump.name.lowercased() == packageName.lowercased()
      }
      for other in candidates {
        if let product = other.package.dump.products.first(where: { $0.name == dependency.name }) {
          return product.targets
        }
      }
      return []
    }
  }

  private func identifiedDependencyPackages(
    of package: LoadedPackage, packages: [LoadedPackage]
  ) -> [(identity: String, package: LoadedPackage)] {
    package.dump.dependencies.compactMap { dependency in
      guard let path = dependency.path else { return nil }
      let normalized = PathUtilities.normalize(path)
      guard let other = packages.first(where: { $0.directory == normalized }) else { return nil }
      return (dependency.identity.lowercased(), other)
    }
  }

  private func dependencyPackages(of package: LoadedPackage, packages: [LoadedPackage])
    -> [LoadedPackage]
  {
    identifiedDependencyPackages(of: package, packages: packages).map(\.package)
  }

  // MARK: - Sources

  private func scan(modules: [Module], root: String) throws(ToolFailure) -> [SourceFile] {
    let jobs = modules.flatMap { module in module.sourceFiles.map { (module.name, $0) } }
    let results = Mutex<[Int: Result<SourceFile, ToolFailure>]>([:])
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let (module, path) = jobs[index]
      let result = Result { () throws(ToolFailure) -> SourceFile in
        let bytes = try fileSystem.readFile(atPath: root + "/" + path)
        return SourceFile(path: path, module: module, imports: ImportScanner.imports(in: bytes))
      }
      results.withLock { $0[index] = result }
    }
    let collected = results.withLock { $0 }
    var files: [SourceFile] = []
    for index in jobs.indices {
      guard let result = collected[index] else {
        throw ToolFailure("Scanning \(jobs[index].1) did not finish.")
      }
      files.append(try result.get())
    }
    return files
  }
}

extension PackageDump.TargetDependency.Reference {
  fileprivate var package: String? {
    if case .product(let package) = self { return package }
    return nil
  }
}
