// Stand-in for the part of XCTest that VIPERTesting uses, with its signature. XCTFail
// exists on every Apple OS VIPERKit supports; scripts/ci/check-availability.sh assumes it.

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
