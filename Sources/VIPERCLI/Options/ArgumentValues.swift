import ArgumentParser
import VIPERGenerator
import VIPERGraph
import VIPERLint

// The libraries' choices, accepted on the command line by their raw values (`--ui swiftui`);
// help lists the values and a wrong one is a usage error that names them.

extension Layout: ExpressibleByArgument {}
extension UIKind: ExpressibleByArgument {}
extension TestFramework: ExpressibleByArgument {}
extension Assembly: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension GraphFormat: ExpressibleByArgument {}
