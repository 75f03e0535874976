import Foundation
import TTGArguments
import Testing

@testable import TTGRenderCLI

/// With ``HeapSettings`` applied, a picture-sized buffer freed and allocated again reuses
/// pages that are already mapped: touching it the second time costs (almost) no page faults.
@Suite struct HeapSettingsTests {
    /// Minor page faults of the calling thread so far.
    private static func threadPageFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Glibc does not export
        return usage.ru_minflt
    }

    /// Allocates `size` bytes, writes every page, frees them; returns the page faults that took.
    private static func faultsToFill(_ size: Int) -> Int {
        let before = threadPageFaults()
        let buffer = malloc(size)!
        memset(buffer, 1, size)
        free(buffer)
        return threadPageFaults() - before
    }

    /// Measured in a process of its own, as a render runs: in the test process, the other
    /// tests' threads share the allocator's arenas and can take or unmap the freed pages.
    @Test func aFreedBufferIsReusedWithoutFaultingItsPagesInAgain() async {
        await #expect(processExitsWith: .success, "the buffer's pages were faulted in again") {
            HeapSettings.apply()
            let size = 24 << 20  // a 2,500 × 2,500 RGBA canvas, below the mapping threshold
            let pages = size / Int(getpagesize())
            _ = HeapSettingsTests.faultsToFill(size)
            let again = HeapSettingsTests.faultsToFill(size)
            // Without the settings the buffer is its own mapping, unmapped when freed: every page faults again.
            exit(again < pages / 20 ? 0 : 1)
        }
    }
}
