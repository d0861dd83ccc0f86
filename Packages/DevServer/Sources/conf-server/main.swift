import Foundation

exit(ServerCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
