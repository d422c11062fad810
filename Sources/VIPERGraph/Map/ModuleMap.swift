import VIPERVocabulary

/// The interactive module map: every module a box grouped by feature folder, laid out in layers
/// by ``LayeredLayout``, with its edges, its files by role, and the findings of the graph and of
/// other tools (`viper lint`) drawn on it; written as one self-contained HTML page.
///
/// ```swift
/// let reading = GraphReader.read(sources)
/// let map = ModuleMap(reading: reading, findings: lintFindings, title: "Discover")
/// try map.html().write(toFile: "map.html", atomically: true, encoding: .utf8)
/// ```
///
/// The same reading and findings always give the same page, byte for byte.
public struct ModuleMap: Sendable {
    /// The graph the layout is computed on: a box per module (and for the app, the deep-link
    /// table and each route no handler serves), an edge per pair of boxes with edges between them.
    public let layoutGraph: LayoutGraph
    /// The name of each box of ``layoutGraph``, in order.
    public let boxNames: [String]
    /// Where each box and edge is drawn.
    public let layout: GraphLayout
    private let document: MapDocument

    /// The map of `reading`, with `findings` placed on the modules they are about.
    public init(reading: GraphReading, findings: [MapFinding] = [], title: String = "Modules", vocabulary: RoleVocabulary = .standard) {
        let model = MapModel(reading: reading, vocabulary: vocabulary)
        layoutGraph = model.layoutGraph()
        boxNames = model.boxes.map(\.name)
        layout = LayeredLayout.layout(layoutGraph)
        document = MapDocumentBuilder(model: model, sizes: layoutGraph.nodes, reading: reading, layout: layout, title: title).document(
            with: findings)
    }

    /// The page: one HTML file with its styles, script and data inline, which loads nothing.
    public func html() -> String {
        MapPage.html(title: document.title, data: document.json())
    }
}

/// Turns a placed ``MapModel`` into the ``MapDocument`` the page reads.
private struct MapDocumentBuilder {
    let model: MapModel
    /// The size of each box.
    let sizes: [LayoutGraph.Node]
    let reading: GraphReading
    let layout: GraphLayout
    let title: String

    func document(with lintFindings: [MapFinding]) -> MapDocument {
        let findings = placedFindings(lintFindings)
        var findingsOfBox = [[Int]](repeating: [], count: model.boxes.count)
        for (index, finding) in findings.enumerated() {
            if let node = finding.node { findingsOfBox[node].append(index) }
        }
        let navigation = model.links.filter { link in
            model.boxes[link.from].kind == .module && model.boxes[link.to].kind == .module
                && link.edges.contains { $0.category != "builds" }
        }
        let cycles = NavigationCycles.cycles(nodeCount: model.boxes.count, edges: navigation.map { ($0.from, $0.to) })
        let unreached = reading.graph.unreachedModules
        let nodes = model.boxes.enumerated().map { index, box in
            let worst = findingsOfBox[index].map { findings[$0].severity }.min { ($0 == "error" ? 0 : 1) < ($1 == "error" ? 0 : 1) }
            return MapDocument.Node(
                name: box.name, kind: box.kind, group: box.group, x: Self.whole(layout.centers[index].x),
                y: Self.whole(layout.centers[index].y),
                w: sizes[index].width, h: sizes[index].height, layer: layout.layers[index],
                folder: box.kind == .module ? model.groups.folderOfModule[box.name] : nil,
                types: (reading.sites.moduleTypes[box.name] ?? []).map {
                    MapDocument.TypeEntry(name: $0.name, role: $0.role.rawValue, contract: $0.isProtocol, at: $0.location)
                },
                findings: findingsOfBox[index], worst: worst,
                unreached: box.kind == .module && unreached.contains(box.name), cycle: cycles[index])
        }
        let links = model.links.enumerated().map { index, link in
            MapDocument.Link(
                from: link.from, to: link.to, path: layout.edgePaths[index].flatMap { [Self.whole($0.x), Self.whole($0.y)] },
                cycle: cycles[link.from] != nil && cycles[link.from] == cycles[link.to], edges: link.edges)
        }
        return MapDocument(
            title: title, nodes: nodes, links: links, groups: groups(), findings: findings, categories: categories(),
            width: Self.whole(layout.width), height: Self.whole(layout.height))
    }

    private static func whole(_ value: Double) -> Int { Int(value.rounded()) }

    /// The lint findings, then the graph's, each with the box it is about.
    private func placedFindings(_ lintFindings: [MapFinding]) -> [MapDocument.Finding] {
        let placement = FindingPlacement(types: reading.sites.moduleTypes, folders: model.groups.folderOfModule)
        let lint = lintFindings.sorted().map { finding in
            MapDocument.Finding(
                source: "lint", rule: finding.rule, severity: finding.severity.rawValue, at: "\(finding.path):\(finding.line)",
                message: finding.message, node: placement.module(of: finding).flatMap(model.box(named:)))
        }
        let graph = reading.graph.findings.map { finding in
            let place = SourcePlace(finding.location)
            let node =
                finding.kind == .unreachedModule
                ? model.box(named: finding.subject)
                : placement.module(of: MapFinding(rule: "", severity: .warning, path: place.path, line: place.line, message: "")).flatMap(
                    model.box(named:))
            return MapDocument.Finding(
                source: "graph", rule: Self.rule(of: finding.kind), severity: "warning", at: finding.location, message: finding.message,
                node: node)
        }
        return lint + graph
    }

    private static func rule(of kind: GraphFinding.Kind) -> String {
        switch kind {
        case .unreachedModule: "unreached-module"
        case .unservedRoute: "unserved-route"
        case .ambiguousRoute: "ambiguous-route"
        }
    }

    /// Each feature group's bands: in every layer, the runs of its boxes that no other box splits.
    private func groups() -> [MapDocument.Group] {
        var bands = [[[Int]]](repeating: [], count: model.groups.groups.count)
        let byLayer = Dictionary(grouping: model.boxes.indices.filter { model.boxes[$0].group != nil }) { layout.layers[$0] }
        let allByLayer = Dictionary(grouping: model.boxes.indices) { layout.layers[$0] }
        for layer in byLayer.keys.sorted() {
            let column = (allByLayer[layer] ?? []).sorted { (layout.centers[$0].y, $0) < (layout.centers[$1].y, $1) }
            var run: [Int] = []
            for box in column + [-1] {
                if box >= 0, let group = model.boxes[box].group, run.first.map({ model.boxes[$0].group == group }) ?? true {
                    run.append(box)
                    continue
                }
                if let first = run.first, let group = model.boxes[first].group { bands[group].append(band(around: run)) }
                run = box >= 0 && model.boxes[box].group != nil ? [box] : []
            }
        }
        return model.groups.groups.enumerated().map { index, group in
            MapDocument.Group(name: group.name, folder: group.folder, bands: bands[index])
        }
    }

    /// x, y, width and height of a rectangle a little larger than the boxes of `run`.
    private func band(around run: [Int]) -> [Int] {
        let left = run.map { layout.centers[$0].x - Double(sizes[$0].width) / 2 }.min() ?? 0
        let right = run.map { layout.centers[$0].x + Double(sizes[$0].width) / 2 }.max() ?? 0
        let top = run.map { layout.centers[$0].y - Double(sizes[$0].height) / 2 }.min() ?? 0
        let bottom = run.map { layout.centers[$0].y + Double(sizes[$0].height) / 2 }.max() ?? 0
        let padding = 5.0
        return [left - padding, top - padding, right - left + 2 * padding, bottom - top + 2 * padding].map(Self.whole)
    }

    /// The edge categories present, in the order the page lists them.
    private func categories() -> [MapDocument.Category] {
        let labels: [(String, String)] = [
            ("entry", "Entry point"), ("setRoot", "Set root"), ("tabs", "Tabs"), ("push", "Push"), ("present", "Present"),
            ("shows", "Shows"), ("builds", "Builds"), ("deepLink", "Deep link"),
        ]
        let counts = Dictionary(model.links.flatMap(\.edges).map { ($0.category, 1) }, uniquingKeysWith: +)
        return labels.compactMap { id, label in counts[id].map { MapDocument.Category(id: id, label: label, count: $0) } }
    }
}
