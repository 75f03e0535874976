import CSQLite
import Foundation

/// One connection to an SQLite database file, used by one operation at a time (``SQLiteStore``
/// lends it out): statements run with their values bound, never spliced into the SQL.
final class SQLiteConnection {
    private let handle: OpaquePointer
    let path: String

    /// Opens (creating) the file at `path`; the connection waits up to `busyMilliseconds` for a
    /// lock another process holds.
    init(path: String, busyMilliseconds: Int32 = 5000) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            throw CaptchaStoreError("cannot open the SQLite store '\(path)': \(message)")
        }
        self.handle = handle
        self.path = path
        sqlite3_busy_timeout(handle, busyMilliseconds)
    }

    deinit { sqlite3_close(handle) }

    /// A value bound to a statement's `?`, or read from a row.
    enum Value {
        case text(String)
        case real(Double)
        case integer(Int64)
        case blob([UInt8])
    }

    /// Runs `sql` (one statement) with `values` bound in order; returns the rows, each a list of
    /// column values (text, real, integer or blob as stored; NULL is not used by the store).
    @discardableResult
    func run(_ sql: String, _ values: [Value] = []) throws -> [[Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure("cannot prepare")
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .integer(let number): sqlite3_bind_int64(statement, position, number)
            case .blob(let bytes):
                _ = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(statement, position, $0.baseAddress, Int32($0.count), transient)
                }
            }
        }
        var rows: [[Value]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure("cannot run") }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
                    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
                    case SQLITE_BLOB:
                        let count = Int(sqlite3_column_bytes(statement, column))
                        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return .blob([]) }
                        return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
                    default: return .text(String(cString: sqlite3_column_text(statement, column)))
                    }
                })
        }
        return rows
    }

    /// Rows changed by the last statement.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in a transaction that takes the write lock at once (`BEGIN IMMEDIATE`), so a
    /// read and the write that depends on it see no other writer in between; rolls back on a throw.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            _ = try? run("ROLLBACK")
            throw error
        }
    }

    private func failure(_ what: String) -> CaptchaStoreError {
        CaptchaStoreError("SQLite store '\(path)': \(what): \(String(cString: sqlite3_errmsg(handle)))")
    }
}

extension SQLiteConnection.Value {
    var text: String? { if case .text(let text) = self { text } else { nil } }
    var real: Double? {
        switch self {
        case .real(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }
    var integer: Int64? { if case .integer(let number) = self { number } else { nil } }
    var blob: [UInt8]? { if case .blob(let bytes) = self { bytes } else { nil } }
}
