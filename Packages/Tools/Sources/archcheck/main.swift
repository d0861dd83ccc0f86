import ArchitectureCheck
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let environment = CommandEnvironment(
  fileSystem: LocalFileSystem(),
  dumper: SwiftPackageDumper(),
  currentDirectory: FileManager.default.currentDirectoryPath,
  variables: ProcessInfo.processInfo.environment,
  isTerminal: isatty(STDOUT_FILENO) != 0,
  startClock: {
    let start = ContinuousClock.now
    return { ContinuousClock.now - start }
  })
let result = ArchCheckCommand.run(
  Array(CommandLine.arguments.dropFirst()), environment: environment)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode.rawValue)
