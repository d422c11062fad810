import XCTest
import VIPERTesting

/// Checks that VIPERTesting assertions fail XCTest tests (not only Swift Testing ones).
final class XCTestReportingTests: XCTestCase {
    private var recordedFailures: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recordedFailures.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testMismatchFailsTheXCTestWithADiff() {
        capturing = true
        let passed = expectSequence([1, 2], [1, 3])
        capturing = false
        XCTAssertFalse(passed)
        XCTAssertEqual(recordedFailures.count, 1)
        let message = recordedFailures.first ?? ""
        XCTAssertTrue(message.contains("Sequences differ (expected 2 elements, got 2):"), message)
        XCTAssertTrue(message.contains("− 3"), message)
        XCTAssertTrue(message.contains("+ 2"), message)
    }

    func testEqualSequencesDoNotFail() {
        capturing = true
        let passed = expectSequence(["a"], ["a"])
        capturing = false
        XCTAssertTrue(passed)
        XCTAssertEqual(recordedFailures, [])
    }
}
