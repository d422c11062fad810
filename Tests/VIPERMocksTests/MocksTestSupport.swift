import Foundation
import VIPERMocks
import VIPERSyntax

/// Reads `source` as one file named `Contracts.swift`.
func contracts(_ source: String, path: String = "Contracts.swift") -> ContractSet {
    ContractReader.read([LoadedSource(path: path, text: source)])
}

/// The spy file for `source`.
func spies(_ source: String, protocols: [String] = [], testableImports: [String] = []) throws -> GeneratedSpies {
    let options = SpyOptions(testableImports: testableImports, protocolNames: protocols)
    return try SpyGenerator(options: options).generate(from: contracts(source))
}

/// The spy file for several files, each `(path, text)`.
func spies(files: [(String, String)], options: SpyOptions = SpyOptions()) throws -> GeneratedSpies {
    try SpyGenerator(options: options).generate(from: ContractReader.read(files.map { LoadedSource(path: $0.0, text: $0.1) }))
}

/// The folder holding the zoo and the proof tests.
let fixturesFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
