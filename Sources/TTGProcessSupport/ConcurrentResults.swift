import Foundation

/// Items gathered from work on several threads at once (a test's clients, a bench's loops).
public final class ConcurrentResults<Item>: @unchecked Sendable {
    private var stored: [Item] = []
    private let lock = NSLock()

    public init() {}

    public func append(_ item: Item) { lock.withLock { stored.append(item) } }

    /// Everything appended so far, in the order it came.
    public var items: [Item] { lock.withLock { stored } }
}
