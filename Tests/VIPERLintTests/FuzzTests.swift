import Testing
import ToolTestSupport
import VIPERLint

/// Mutated and pathological Swift must give diagnostics, never a crash.
@Suite("Fuzzing")
struct FuzzTests {
    static let seeds: [[UInt8]] =
        ((try? LabelledCorpus())?.cases ?? []).flatMap { $0.files.map(\.bytes) }
        + RuleCatalog.descriptions.flatMap { $0.triggeringExamples.map { Array($0.code.utf8) } }

    static func mutate(_ source: [UInt8], kind: Int, using random: inout SplitMix) -> [UInt8] {
        var bytes = source
        switch kind {
        case 0:
            return Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            return bytes
        case 2:
            guard bytes.count > 2 else { return bytes }
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...200, using: &random))
            bytes.removeSubrange(start..<end)
            return bytes
        case 3:
            let start = Int.random(in: 0...bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 0...300, using: &random))
            bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: 0...bytes.count, using: &random))
            return bytes
        default:
            let tokens = [
                "{", "}", "(", ")", "[weak self]", "in", "self", ".", "class", "Presenter", "weak", "var",
                ":", "=", "\"", "//", "/*", "#if", "@", "?", "!", "\n", "viper:disable",
            ]
            return Array(
                (0..<Int.random(in: 1...400, using: &random)).map { _ in
                    tokens.randomElement(using: &random) ?? ""
                }.joined(separator: " ").utf8)
        }
    }

    static func pathological() -> [[UInt8]] {
        let depth = 5_000
        return [
            Array((String(repeating: "{", count: depth) + String(repeating: "}", count: depth)).utf8),
            Array(("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)).utf8),
            Array(
                ("func f() { " + String(repeating: "DispatchQueue.main.async { ", count: 400) + "self.x()"
                    + String(repeating: " }", count: 400) + " }").utf8),
            Array(
                ("final class HugePresenter {\n"
                    + String(repeating: "    var view: HugeView?\n    func f() { _ = [1].map { $0 } }\n", count: 20_000) + "}\n").utf8),
            [0xFF, 0xFE, 0x00, 0x41],
            [],
        ]
    }

    @Test("1,200 mutated and pathological files are linted without crashing")
    func mutatedFiles() {
        var random = SplitMix(state: 2026)
        var inputs: [SourceInput] = []
        for index in 0..<1_200 {
            let seed = Self.seeds[index % Self.seeds.count]
            inputs.append(
                SourceInput(
                    path: "Fuzz/File\(index).swift",
                    bytes: Self.mutate(seed, kind: index % 5, using: &random)))
        }
        for (index, bytes) in Self.pathological().enumerated() {
            inputs.append(SourceInput(path: "Fuzz/Pathological\(index).swift", bytes: bytes))
        }
        let report = Linter().lint(sources: inputs)
        #expect(report.fileCount == inputs.count)
        #expect(report.violations.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        #expect(report.diagnostics.contains { $0.path == "Fuzz/Pathological0.swift" && $0.kind == .skippedFile })
        #expect(report.diagnostics.contains { $0.path == "Fuzz/Pathological4.swift" && $0.kind == .skippedFile })
        #expect(report.violations.contains { $0.ruleID == "parse-error" && $0.path.hasPrefix("Fuzz/File") })
    }
}
