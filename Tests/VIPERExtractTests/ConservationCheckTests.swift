import Testing
@testable import VIPERExtract

@Suite("The conservation check refuses output that lost, copied or broke code")
struct ConservationCheckTests {
    private let original = """
        import UIKit

        final class NotesViewController: UIViewController {
            private var notes: [String] = []

            private func count() -> Int {
                notes.count
            }
        }
        """

    private func problems(_ files: [ExtractedFile]) throws -> [String] {
        let source = try ViewControllerSource(text: original, path: "Notes.swift", typeName: nil)
        return ConservationCheck(original: source, generatedTitles: [:]).problems(in: files)
    }

    @Test("output holding every member once passes")
    func conservedOutputPasses() throws {
        #expect(try problems([ExtractedFile(path: "Notes.swift", contents: original, existing: nil)]).isEmpty)
    }

    @Test("a member missing from the output is reported")
    func missingMemberIsReported() throws {
        let lost = original.replacingOccurrences(of: "    private func count() -> Int {\n        notes.count\n    }\n", with: "")
        let found = try problems([ExtractedFile(path: "Notes.swift", contents: lost, existing: nil)])
        #expect(found == ["func count() (line 6) is missing from the output"])
    }

    @Test("a member written twice is reported")
    func duplicatedMemberIsReported() throws {
        let copy = ExtractedFile(
            path: "Copy.swift", contents: "final class Copy {\n    func count() -> Int {\n        notes.count\n    }\n}\n", existing: nil)
        let found = try problems([ExtractedFile(path: "Notes.swift", contents: original, existing: nil), copy])
        #expect(found == ["func count() (line 6) appears 2 times"])
    }

    @Test("a changed statement is reported")
    func changedStatementIsReported() throws {
        let changed = original.replacingOccurrences(of: "notes.count", with: "notes.count + 1")
        let found = try problems([ExtractedFile(path: "Notes.swift", contents: changed, existing: nil)])
        #expect(found == ["func count() (line 6) is missing from the output or was changed"])
    }

    @Test("an accessor added after another member is not taken for a moved reference")
    func accessorInsideChainIsReported() throws {
        let changed = original.replacingOccurrences(of: "notes.count", with: "notes.presenter.count")
        #expect(try problems([ExtractedFile(path: "Notes.swift", contents: changed, existing: nil)]).count == 1)
    }

    @Test("an output file that does not parse is reported")
    func unparsableOutputIsReported() throws {
        let broken = ExtractedFile(path: "Broken.swift", contents: "final class {", existing: nil)
        let found = try problems([ExtractedFile(path: "Notes.swift", contents: original, existing: nil), broken])
        #expect(found.first?.hasPrefix("Broken.swift does not parse") == true)
    }

    @Test("a member of another type in the View's file, with the same name, is not taken for a copy")
    func otherTypeInViewFileIsNotACopy() throws {
        let neighbour = original + "\n\nprivate final class NotesView {\n    private var notes: [String] = []\n}\n"
        #expect(try problems([ExtractedFile(path: "Notes.swift", contents: neighbour, existing: nil)]).isEmpty)
    }
}
