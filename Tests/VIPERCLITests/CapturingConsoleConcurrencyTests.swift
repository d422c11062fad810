import Dispatch
import Testing
import VIPERCLI

@Suite("CapturingConsole")
struct CapturingConsoleConcurrencyTests {
    @Test("writes from many threads are all kept, whole")
    func concurrentWrites() {
        let console = CapturingConsole()
        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            for line in 0..<100 {
                console.output("t\(thread)-\(line)")
                console.error("e\(thread)-\(line)")
            }
        }
        let lines = console.standardOutput.split(separator: "\n")
        #expect(lines.count == 1_600)
        #expect(Set(lines).count == 1_600)
        #expect(console.standardError.split(separator: "\n").count == 1_600)
    }
}
