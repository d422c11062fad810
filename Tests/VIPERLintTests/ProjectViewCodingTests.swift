import Testing
import VIPERSyntax
import VIPERVocabulary
@testable import VIPERLint

/// The project view as the lint cache keeps it: read back, it is the view that was written, so
/// an edit inside a body can reuse it instead of gathering it from every file again.
@Suite("Project view in the cache")
struct ProjectViewCodingTests {
    private let resolver = RoleVocabulary(LintConfiguration.default.roles)

    /// The view of `sources`, as the linter gathers it.
    private func view(of sources: [SourceInput]) throws -> ProjectFacts {
        let facts = try sources.map { source in
            try FileAnalyzer.analyze(path: source.path, bytes: source.bytes, limits: .default).get()
        }
        return ProjectFacts(files: facts, resolver: resolver)
    }

    private func encoded(_ view: ProjectFacts) -> [UInt8] {
        var writer = BinaryWriter()
        view.write(to: &writer)
        return writer.bytes
    }

    @Test("every labelled case's view, and the view of all of them together, reads back equal, in the same bytes")
    func roundTrip() throws {
        let corpus = try LabelledCorpus()
        let together = corpus.cases.flatMap { corpusCase in
            corpusCase.files.map { SourceInput(path: corpusCase.name + "/" + $0.path, bytes: $0.bytes) }
        }
        var checked = 0
        for sources in corpus.cases.map(\.files) + [together] {
            let original = try view(of: sources)
            let bytes = encoded(original)
            var reader = BinaryReader(bytes[...])
            let readBack = try ProjectFacts(from: &reader, resolver: resolver)
            #expect(reader.isAtEnd)
            #expect(readBack == original)
            #expect(encoded(readBack) == bytes)
            checked += 1
        }
        #expect(checked == corpus.cases.count + 1)
    }

    @Test("a view that is not what the cache wrote tells so by a format error, never by a crash")
    func damagedView() throws {
        let corpus = try LabelledCorpus()
        let sources = try #require(corpus.cases.max { $0.files.count < $1.files.count }).files
        let bytes = encoded(try view(of: sources))
        #expect(bytes.count > 100)
        for length in 0..<bytes.count {
            var reader = BinaryReader(bytes[..<length])
            #expect(throws: CacheFormatError.self) { try ProjectFacts(from: &reader, resolver: resolver) }
        }
    }
}
