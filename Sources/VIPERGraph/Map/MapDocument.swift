import Foundation

/// What the map page draws and lists, as the JSON the page reads: boxes with their place,
/// files and findings, links with their path and the edges they carry, feature groups, and
/// every finding. Coordinates are whole units, so the text is the same on every machine.
struct MapDocument: Encodable {
    /// A box on the map: a module, the app, the deep-link table or a route no handler serves.
    struct Node: Encodable {
        enum Kind: String, Encodable {
            case module, app, deepLinks, route
        }

        let name: String
        let kind: Kind
        let group: Int?
        let x: Int
        let y: Int
        let w: Int
        let h: Int
        let layer: Int
        /// The folder of the module's files.
        let folder: String?
        let types: [TypeEntry]
        /// Indices in the document's findings.
        let findings: [Int]
        /// `error` or `warning`, the worst of its findings.
        let worst: String?
        let unreached: Bool
        /// The number of the navigation cycle it is in.
        let cycle: Int?
    }

    /// A type of a module, by role.
    struct TypeEntry: Encodable {
        let name: String
        let role: String
        let contract: Bool
        let at: String
    }

    /// The edges from one box to another, drawn as one line.
    struct Link: Encodable {
        let from: Int
        let to: Int
        /// x, y, x, y, … from start to end.
        let path: [Int]
        /// Whether both ends are in the same navigation cycle.
        let cycle: Bool
        let edges: [Edge]
    }

    /// One way the link's source leads to its target.
    struct Edge: Encodable {
        /// `entry`, `deepLink`, or a navigation kind (`push`, `present`, `builds`, …).
        let category: String
        /// `push .detail`, or the deep link's pattern.
        let label: String
        /// For a deep link, its steps (`setRoot .home, push .detail`).
        let detail: String?
        /// The places that make it (`path:line`).
        let at: [String]
    }

    /// A feature folder, and the bands it covers on the map (x, y, width, height per band).
    struct Group: Encodable {
        let name: String
        let folder: String?
        let bands: [[Int]]
    }

    /// A finding of `viper lint` or of the graph.
    struct Finding: Encodable {
        /// `lint` or `graph`.
        let source: String
        let rule: String
        let severity: String
        let at: String
        let message: String
        let node: Int?
    }

    /// An edge category, with how many edges it has.
    struct Category: Encodable {
        let id: String
        let label: String
        let count: Int
    }

    let title: String
    let nodes: [Node]
    let links: [Link]
    let groups: [Group]
    let findings: [Finding]
    let categories: [Category]
    let width: Int
    let height: Int

    /// The document as JSON to embed in a `<script>` element: sorted keys, and no `<` that
    /// could end the element early.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers, booleans and arrays of them always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
