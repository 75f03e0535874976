import Foundation
import TTGCodecs
import Testing

/// Gzip files read back by an independent reader, GNU gzip (`gzip -dc`, which checks the CRC-32
/// and length): the same bytes come out, and the file has no name and no modification time, so
/// the same input gives the same file.
@Suite struct GzipTests {
    @Test(arguments: [0, 1, 100_000]) func gnuGzipReadsBackTheBytes(count: Int) throws {
        let input = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 31 + $0 / 7) }
        let file = try Gzip.bytes(input)
        #expect(file.starts(with: [0x1F, 0x8B, 8, 0]) && file[4..<8].allSatisfy { $0 == 0 })
        #expect(try Gzip.bytes(input) == file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc"]
        let (standardInput, output) = (Pipe(), Pipe())
        process.standardInput = standardInput
        process.standardOutput = output
        try process.run()
        standardInput.fileHandleForWriting.write(Data(file))
        try standardInput.fileHandleForWriting.close()
        let read = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect([UInt8](read) == input)
    }
}
