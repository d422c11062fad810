/// Counts the crossings of a drawing as a person sees them: the points where two edges' lines
/// cross, each edge a polyline (curves are sampled into one first). Points inside a box do not
/// count (edges meet there), nor do touching ends or lines that run along each other.
struct EdgeCrossings {
    struct Point {
        var x: Double
        var y: Double
    }

    /// A box, by its centre and size.
    struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        func contains(_ point: Point) -> Bool {
            abs(point.x - x) <= width / 2 && abs(point.y - y) <= height / 2
        }
    }

    private struct Segment {
        let edge: Int
        let start: Point
        let end: Point
    }

    /// The crossings of `edges` (one polyline each) drawn among `boxes`.
    static func count(edges: [[Point]], boxes: [Box]) -> Int {
        var segments: [Segment] = []
        for (edge, points) in edges.enumerated() {
            for (start, end) in zip(points, points.dropFirst()) where start.x != end.x || start.y != end.y {
                segments.append(Segment(edge: edge, start: start, end: end))
            }
        }
        guard let left = segments.map({ min($0.start.x, $0.end.x) }).min(),
            let right = segments.map({ max($0.start.x, $0.end.x) }).max()
        else { return 0 }
        // Segments are tested in vertical strips, so only those that share a strip are compared;
        // a crossing counts in the strip its point lies in, so none counts twice.
        let stripWidth = 40.0
        let stripCount = Int((right - left) / stripWidth) + 1
        var strips = [[Int]](repeating: [], count: stripCount)
        for (index, segment) in segments.enumerated() {
            let first = Int((min(segment.start.x, segment.end.x) - left) / stripWidth)
            let last = Int((max(segment.start.x, segment.end.x) - left) / stripWidth)
            for strip in first...last { strips[strip].append(index) }
        }
        var crossings = 0
        for (strip, members) in strips.enumerated() {
            let low = left + Double(strip) * stripWidth
            for (position, first) in members.enumerated() {
                for second in members[(position + 1)...] where segments[first].edge != segments[second].edge {
                    guard let point = intersection(segments[first], segments[second]) else { continue }
                    guard point.x >= low, point.x < low + stripWidth || strip == stripCount - 1 else { continue }
                    if !boxes.contains(where: { $0.contains(point) }) { crossings += 1 }
                }
            }
        }
        return crossings
    }

    /// Where two segments cross inside both (not at an end of either), if they do.
    private static func intersection(_ first: Segment, _ second: Segment) -> Point? {
        let rx = first.end.x - first.start.x, ry = first.end.y - first.start.y
        let sx = second.end.x - second.start.x, sy = second.end.y - second.start.y
        let denominator = rx * sy - ry * sx
        guard abs(denominator) > 1e-9 else { return nil }
        let qx = second.start.x - first.start.x, qy = second.start.y - first.start.y
        let t = (qx * sy - qy * sx) / denominator
        let u = (qx * ry - qy * rx) / denominator
        let margin = 1e-6
        guard t > margin, t < 1 - margin, u > margin, u < 1 - margin else { return nil }
        return Point(x: first.start.x + t * rx, y: first.start.y + t * ry)
    }

    /// Points along a cubic B-spline given as Graphviz writes it (1 + 3n control points, a
    /// Bézier curve per 3), `samples` per curve.
    static func sampled(_ controls: [Point], samples: Int = 10) -> [Point] {
        guard controls.count >= 4 else { return controls }
        var points = [controls[0]]
        var index = 0
        while index + 3 < controls.count {
            let p0 = controls[index], p1 = controls[index + 1], p2 = controls[index + 2], p3 = controls[index + 3]
            for step in 1...samples {
                let t = Double(step) / Double(samples)
                let a = (1 - t) * (1 - t) * (1 - t), b = 3 * (1 - t) * (1 - t) * t, c = 3 * (1 - t) * t * t, d = t * t * t
                points.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
            index += 3
        }
        return points
    }
}
