import CGNUExtensions
import TTGArguments

/// How the C allocator keeps memory between pictures.
///
/// A render allocates image buffers of a few hundred kilobytes to a few
/// megabytes and frees them, picture after picture. By default glibc gives
/// such a buffer a mapping of its own, or returns the freed top of the heap to
/// the system, so the next picture's buffers page-fault their pages in again:
/// a captcha pool spent 8% of its time doing that. Keeping them on the heap,
/// untrimmed, lets the next picture reuse pages already mapped; the same
/// buffers are live at the same time, so peak memory stays the same.
enum HeapSettings {
    /// Buffers below this size come from the heap, not from a mapping of their own.
    static let mappingThreshold: Int32 = 32 << 20
    /// The free top of the heap goes back to the system only beyond this size.
    static let trimThreshold: Int32 = 64 << 20

    /// Sets both thresholds; called once, before the first picture. A refusal
    /// only costs speed, so it is not reported.
    static func apply() {
        _ = ttg_set_heap_thresholds(mappingThreshold, trimThreshold)
    }
}
