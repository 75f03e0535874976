import Foundation
import Synchronization

/// `ttg-render serve` running in a child process for a test: started on a free loopback port
/// (read from the address it prints), with its metrics on another, stopped with SIGTERM. One
/// never outlives the test process: those not stopped are killed when it exits.
public final class ServiceProcess: @unchecked Sendable {
    /// The port it listens on.
    public let port: UInt16
    /// The port of its metrics listener (`--metrics-listen`).
    public let metricsPort: UInt16
    private let process: Process
    private let errors: Pipe
    private let output: Pipe
    /// Standard error as read so far: read as it comes, so the access log never fills the pipe.
    private var logged = Data()
    private let lock = NSLock()

    /// Starts `ttg-render serve --listen 127.0.0.1:0` (the built binary unless `binary` names
    /// another; on `port` when given, as a replacement started on a port another process
    /// left) with the extra arguments and environment, and waits until it prints its address.
    public init(
        _ arguments: [String] = [], environment: [String: String] = [:], port: UInt16 = 0,
        binary: URL = BinaryRunner.binary
    ) throws {
        process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--listen", "127.0.0.1:\(port)", "--metrics-listen", "127.0.0.1:0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        output = Pipe()
        errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let pid = process.processIdentifier
        ServiceProcess.started.withLock { $0.append(pid) }
        // "listening on http://127.0.0.1:PORT/", then "metrics on http://127.0.0.1:PORT/metrics".
        var ports: [UInt16] = []
        for _ in 0..<2 {
            var line: [UInt8] = []
            while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
                line.append(byte)
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.lastIndex(of: ":"),
                let port = UInt16(text[text.index(after: colon)...].prefix { $0.isNumber })
            else {
                kill(pid, SIGTERM)
                throw HTTPTestClient.Failure(description: "the service printed '\(text)' instead of its address")
            }
            ports.append(port)
        }
        (self.port, metricsPort) = (ports[0], ports[1])
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.logged.append(data) }
        }
    }

    /// Sends SIGTERM and waits; returns the exit status and what it wrote to standard error.
    @discardableResult
    public func stop() -> (status: Int32, stderr: String) {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        let rest = errors.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, lock.withLock { String(decoding: logged + rest, as: UTF8.self) })
    }

    /// The process, for its memory (`/proc/PID/status`).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// What it has written to standard error so far.
    public var log: String { lock.withLock { String(decoding: logged, as: UTF8.self) } }

    /// Whether the process has not exited yet.
    public var isRunning: Bool { process.isRunning }

    /// Sends SIGTERM without waiting.
    public func terminate() { kill(process.processIdentifier, SIGTERM) }

    deinit { if process.isRunning { process.terminate() } }

    /// Every service started by this process: those still running at its exit are killed.
    private static let started: Mutex<[Int32]> = {
        atexit {
            for pid in ServiceProcess.started.withLock({ $0 }) { kill(pid, SIGKILL) }
        }
        return Mutex([])
    }()
}
