// libFuzzer target: bytes after a chunked request's head, read as its body.
//
// Built by `Fuzz/build.sh chunked-body` (see `make fuzz`), not by SwiftPM. The first byte picks
// the body limit (0–255 bytes), the rest is the body as sent. The contract checked on every input:
// - decoding never traps, whatever the sizes say (signs, 30 hexadecimal digits, sizes past the data);
// - a body is within the limit and took no more bytes than it was given;
// - a refusal is 400 or 413;
// - a body decoded from a prefix of the input is decoded the same from the whole input (the
//   bytes after it belong to the next request), and a refusal of a prefix stays a refusal.
@testable import TTGHTTP

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let limit = Int(first)
    let input = bytes[1...]
    guard let outcome = ChunkedBody.decode(input, limit: limit) else { return 0 }
    switch outcome {
    case .failure(let error):
        precondition(error.status == 400 || error.status == 413, "status \(error.status)")
    case .success(let decoded):
        precondition(decoded.body.count <= limit, "a body over the limit")
        precondition(decoded.length > 0 && decoded.length <= input.count, "took \(decoded.length) of \(input.count)")
        // Whole on its own: the decoded prefix reads the same.
        let prefix = input.prefix(decoded.length)
        guard case .success(let again)? = ChunkedBody.decode(prefix, limit: limit) else {
            preconditionFailure("the body's own bytes do not decode")
        }
        precondition(again.body == decoded.body && again.length == decoded.length, "a prefix reads otherwise")
    }
    return 0
}
