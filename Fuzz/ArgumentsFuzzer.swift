// libFuzzer target: the whole command line — subcommand lookup, the argument parser,
// value parsing and every command's model validation — without rendering or writing.
//
// Built by `Fuzz/build.sh` (see `make fuzz`), not by SwiftPM, from all of the tool's
// modules (C libraries included) with coverage instrumentation. The input is split at
// NUL bytes into arguments, so a seed is a command line with `\0` between words.
// Validation-only runs stop each command where it would render its first picture, create
// a directory or write a file; the harness runs in a scratch directory with standard
// input at /dev/null (`--d @-` reads it). Findings: a crash, a hang, or an exit status
// outside the sysexits contract.
import Foundation
import TTGArguments

@testable import TTGCommands
@testable import TTGRenderCLI
@testable import TTGServe

private let allowed: Set<Int32> = [0, 1, 64, 65, 66, 73, 74]

/// The program as the executable assembles it.
let program = TTGRender(commands: CommandTree.root(services: [ServeCommand.self]))

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    let scratch = NSTemporaryDirectory() + "ttg-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    _ = FileManager.default.changeCurrentDirectoryPath(scratch)
    let null = open("/dev/null", O_RDONLY)
    dup2(null, STDIN_FILENO)
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .prefix(64)
        .map { String(decoding: $0, as: UTF8.self) }
    let status = program.plan(Array(arguments))
    precondition(allowed.contains(status.rawValue), "exit status \(status.rawValue) outside the contract")
    return 0
}
