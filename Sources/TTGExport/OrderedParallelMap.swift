import Foundation

/// Runs `produce` on several threads and hands the results to `consume` in order,
/// with at most `window` results produced ahead of the one being consumed.
///
/// This is what bounds an export's memory by the window, not by the frame count:
/// a worker waits before starting an item more than `window` items ahead. The
/// first error stops the workers and is rethrown on the calling thread.
public func orderedParallelMap<Item, Result>(
    _ items: [Item], jobs: Int, window: Int,
    produce: @escaping @Sendable (Item) throws -> Result,
    consume: (Int, Result) throws -> Void
) throws {
    guard !items.isEmpty else { return }
    let state = OrderedMapState<Result>(count: items.count, window: max(window, jobs))
    let group = DispatchGroup()
    let workers = min(jobs, items.count)
    nonisolated(unsafe) let items = items
    for _ in 0..<workers {
        group.enter()
        Thread.detachNewThread {
            defer { group.leave() }
            while let index = state.nextIndex() {
                do {
                    state.deliver(try produce(items[index]), at: index)
                } catch {
                    state.fail(error)
                    return
                }
            }
        }
    }
    defer {
        state.cancel()
        group.wait()
    }
    for index in 0..<items.count {
        let result = try state.take(index)
        try consume(index, result)
    }
}

/// The shared state of ``orderedParallelMap``: the next item to start, finished
/// results not yet consumed, and the first error.
private final class OrderedMapState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var next = 0
    private var consumed = 0
    private var results: [Int: Result] = [:]
    private var error: Error?
    private var cancelled = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next index to produce, waiting while the window is full; nil when done or stopped.
    func nextIndex() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count, next >= consumed + window, error == nil, !cancelled { condition.wait() }
        guard next < count, error == nil, !cancelled else { return nil }
        next += 1
        return next - 1
    }

    func deliver(_ result: Result, at index: Int) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ failure: Error) {
        condition.lock()
        if error == nil { error = failure }
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result at `index` and frees its slot in the window.
    func take(_ index: Int) throws -> Result {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil, error == nil { condition.wait() }
        if let error { throw error }
        consumed = index + 1
        condition.broadcast()
        return results.removeValue(forKey: index)!
    }
}
