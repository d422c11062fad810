import Foundation

/// Writes a ``ModuleGraph`` as pretty-printed JSON with sorted keys.
enum JSONRenderer {
    private struct Document: Encodable {
        let formatVersion: Int
        let graph: ModuleGraph
    }

    static func render(_ graph: ModuleGraph) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, integers and arrays of them cannot fail.
        let data = (try? encoder.encode(Document(formatVersion: GraphFormatVersion.current, graph: graph))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
