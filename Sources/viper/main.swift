import ViperCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The executable only hands the command line to ViperCLI and exits with its status.
let status = ViperCommand.tool.run(Array(CommandLine.arguments.dropFirst()), in: .standard)
exit(status.rawValue)
