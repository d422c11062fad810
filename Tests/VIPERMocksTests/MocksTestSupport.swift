import Foundation
import VIPERMocks

/// Reads `source` as one file named `Contracts.swift`.
func contracts(_ source: String, path: String = "Contracts.swift") -> ContractSet {
    ContractReader.read([SwiftSource(path: path, text: source)])
}

/// The spy file for `source`, with fixed options.
func spies(_ source: String, protocols: [String] = [], testableImports: [String] = []) throws -> GeneratedSpies {
    let options = SpyOptions(version: "9.9.9", command: "viper mocks Contracts.swift",
                             testableImports: testableImports, protocolNames: protocols)
    return try SpyGenerator(options: options).generate(from: contracts(source))
}

/// The folder holding the zoo and the proof tests.
let fixturesFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
