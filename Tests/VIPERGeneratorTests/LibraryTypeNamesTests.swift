import Foundation
import Testing
@testable import VIPERGenerator

@Suite("LibraryTypeNames")
struct LibraryTypeNamesTests {
    /// The public file-scope types of the library whose sources are in `Sources/<library>`.
    func publicTypes(of library: String) throws -> Set<String> {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/\(library)").standardizedFileURL
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var names: Set<String> = []
        while let url = walker.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            names.formUnion(SwiftSourceScan(text).declarations.filter(\.isPublic).map(\.name))
        }
        return names
    }

    @Test("the VIPER list is every public type of VIPER's sources")
    func viper() throws {
        let types = try publicTypes(of: "VIPER")
        #expect(types.count > 20)
        #expect(
            LibraryTypeNames.viper == types,
            "missing: \(types.subtracting(LibraryTypeNames.viper).sorted()); gone: \(LibraryTypeNames.viper.subtracting(types).sorted())")
    }

    @Test("the VIPERTesting list is every public type of VIPERTesting's sources")
    func viperTesting() throws {
        let types = try publicTypes(of: "VIPERTesting")
        #expect(types.count > 3)
        #expect(
            LibraryTypeNames.viperTesting == types,
            "missing: \(types.subtracting(LibraryTypeNames.viperTesting).sorted()); gone: \(LibraryTypeNames.viperTesting.subtracting(types).sorted())"
        )
    }
}
