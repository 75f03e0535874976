import Foundation

/// `wrk` sending one request over and over at full speed on kept-alive connections, for a test
/// that needs load while something else happens: started by ``init(url:method:body:headers:connections:)``,
/// stopped by ``stop()`` (SIGINT, on which wrk prints its summary), which reads its report.
public final class LoadGenerator: @unchecked Sendable {
    /// What wrk counted.
    public struct Report: Sendable, CustomStringConvertible {
        /// Responses read whole.
        public var requests: Int
        /// Responses whose status was not 2xx or 3xx.
        public var non2xx: Int
        /// Connections to the server that could not be made: no request was sent on them.
        public var connectErrors: Int
        /// Reads and writes that failed and requests that timed out: requests sent and not
        /// answered whole.
        public var transferErrors: Int
        /// wrk's summary as printed.
        public var text: String
        public var description: String { text }
    }

    private let pid: pid_t
    private let directory: URL
    private var report: Report?

    /// Starts `wrk` on `url`: `connections` connections, each sending `method` with `body` and
    /// `headers` as soon as the previous answer came, with a 30 s timeout a request (a loaded
    /// machine is slow, and a timeout would count as an error).
    ///
    /// It is spawned with no signal blocked: a test process blocks some, which a child inherits,
    /// and wrk must take the SIGINT that stops it.
    public init(
        url: String, method: String = "GET", body: String = "", headers: [String: String] = [:], connections: Int = 4
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("wrk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var script = "wrk.method = \(Self.luaString(method))\nwrk.body = \(Self.luaString(body))\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            script += "wrk.headers[\(Self.luaString(name))] = \(Self.luaString(value))\n"
        }
        let scriptFile = directory.appendingPathComponent("request.lua")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let arguments = [
            "/usr/bin/wrk", "-t1", "-c\(connections)", "-d3600s", "--timeout", "30s", "-s", scriptFile.path, url,
        ]
        pid = try Self.spawn(arguments, output: directory.appendingPathComponent("report.txt").path)
    }

    deinit { if report == nil { kill(pid, SIGKILL) } }

    /// Stops wrk and reads what it counted.
    public func stop() -> Report {
        if let report { return report }
        kill(pid, SIGINT)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text =
            (try? String(contentsOfFile: directory.appendingPathComponent("report.txt").path, encoding: .utf8))
            ?? ""
        try? FileManager.default.removeItem(at: directory)
        let report = Self.report(text)
        self.report = report
        return report
    }

    /// Spawns `arguments` with standard output and error into the file `output`, no signal
    /// blocked and every signal's disposition the default.
    private static func spawn(_ arguments: [String], output: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw HTTPTestClient.Failure(
                description: "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// wrk's summary read: `N requests in …`, `Socket errors: connect A, read B, write C, timeout D`
    /// (absent when there were none) and `Non-2xx or 3xx responses: N` (likewise).
    static func report(_ text: String) -> Report {
        var report = Report(requests: 0, non2xx: 0, connectErrors: 0, transferErrors: 0, text: text)
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.contains(" requests in ") {
                report.requests = Int(line.prefix { $0.isNumber }) ?? 0
            } else if line.hasPrefix("Socket errors:") {
                for count in line.dropFirst("Socket errors:".count).split(separator: ",") {
                    let words = count.split(separator: " ")
                    let number = Int(words.last ?? "") ?? 0
                    if words.first == "connect" {
                        report.connectErrors += number
                    } else {
                        report.transferErrors += number
                    }
                }
            } else if line.hasPrefix("Non-2xx or 3xx responses:") {
                report.non2xx =
                    Int(line.dropFirst("Non-2xx or 3xx responses:".count).trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return report
    }

    /// `text` as a Lua string literal.
    private static func luaString(_ text: String) -> String {
        var quoted = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): quoted += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: quoted += String(UnicodeScalar(byte))
            default:
                let digits = String(byte)
                quoted += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
        }
        return quoted + "\""
    }
}
