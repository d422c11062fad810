import Testing
import XCTest

/// Where a VIPERTesting assertion was written, in the form both test frameworks need.
public struct TestSourceLocation: Sendable {
    /// `#fileID` of the call site.
    public let fileID: String
    /// `#filePath` of the call site.
    public let filePath: StaticString
    /// `#line` of the call site.
    public let line: UInt
    /// `#column` of the call site.
    public let column: UInt

    /// The call site's location; pass the literals through from your own helpers.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed expectation to whichever framework is running the test:
/// an issue in Swift Testing, an `XCTFail` in XCTest.
public enum TestFailure {
    /// Records `message` as a failure at `location`.
    public static func report(_ message: String, at location: TestSourceLocation) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID,
                    filePath: "\(location.filePath)",
                    line: Int(location.line),
                    column: Int(location.column)
                )
            )
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
