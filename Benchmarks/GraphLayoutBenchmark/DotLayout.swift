import Foundation
import VIPERGraph

/// Graphviz's `dot` on the same graph: the boxes at the same sizes, the same edges, left to
/// right; its drawing read back from `dot -Tplain`.
struct DotLayout {
    let boxes: [EdgeCrossings.Box]
    /// Each edge's spline, sampled.
    let edges: [[EdgeCrossings.Point]]
    let seconds: Double

    /// A failure to run `dot` or to read what it wrote.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ graph: LayoutGraph, dot: String) throws {
        var lines = ["digraph map {", "  rankdir=LR;", "  node [shape=box, fixedsize=true];"]
        // Graphviz measures in inches, 72 points each; the map's units are points.
        for (index, node) in graph.nodes.enumerated() {
            lines.append("  n\(index) [width=\(Double(node.width) / 72), height=\(Double(node.height) / 72)];")
        }
        for edge in graph.edges where edge.from != edge.to { lines.append("  n\(edge.from) -> n\(edge.to);") }
        lines.append("}")
        let started = ContinuousClock.now
        let output = try Self.run(dot, input: lines.joined(separator: "\n"))
        let elapsed = ContinuousClock.now - started
        seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var boxes: [EdgeCrossings.Box] = []
        var edges: [[EdgeCrossings.Point]] = []
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "node", words.count >= 6, let x = Double(words[2]), let y = Double(words[3]),
                let width = Double(words[4]), let height = Double(words[5])
            {
                boxes.append(EdgeCrossings.Box(x: x * 72, y: y * 72, width: width * 72, height: height * 72))
            } else if words.first == "edge", words.count >= 4, let count = Int(words[3]), words.count >= 4 + 2 * count {
                let controls = (0..<count).compactMap { index -> EdgeCrossings.Point? in
                    guard let x = Double(words[4 + 2 * index]), let y = Double(words[5 + 2 * index]) else { return nil }
                    return EdgeCrossings.Point(x: x * 72, y: y * 72)
                }
                edges.append(EdgeCrossings.sampled(controls))
            }
        }
        guard boxes.count == graph.nodes.count else {
            throw Failure(description: "dot placed \(boxes.count) of \(graph.nodes.count) boxes; its output began: \(output.prefix(200))")
        }
        self.boxes = boxes
        self.edges = edges
    }

    /// `dot -Tplain` on `input`, returning what it printed.
    private static func run(_ dot: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tplain"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // dot reads all of its input before it writes, so writing first cannot dead-lock.
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(dot) -Tplain exited \(process.terminationStatus)") }
        return String(decoding: data, as: UTF8.self)
    }
}
