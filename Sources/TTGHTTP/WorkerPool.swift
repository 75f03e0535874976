import Foundation

/// A fixed set of threads running submitted work in arrival order: the server's handlers run
/// here, off the thread that reads and writes the connections, so a slow render holds a worker,
/// never the network.
final class WorkerPool: @unchecked Sendable {
    private var queue: [@Sendable () -> Void] = []
    private var head = 0
    private var stopping = false
    private let condition = NSCondition()

    init(threads: Int, name: String) {
        for index in 0..<max(1, threads) {
            let thread = Thread { [self] in work() }
            thread.name = "\(name) \(index)"
            thread.start()
        }
    }

    /// Runs `job` on the first free worker.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            queue.append(job)
            condition.signal()
        }
    }

    /// Lets the workers end once the work already submitted is done.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
        }
    }

    private func work() {
        while true {
            condition.lock()
            while head == queue.count && !stopping { condition.wait() }
            guard head < queue.count else {
                condition.unlock()
                return
            }
            let job = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job()
        }
    }
}
