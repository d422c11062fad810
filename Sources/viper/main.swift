import VIPERCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The executable only hands the command line to VIPERCLI and exits with its status.
let status = VIPERCommand.tool.run(Array(CommandLine.arguments.dropFirst()), in: .standard)
exit(status.rawValue)
