// libFuzzer target: a whole connection's bytes, arriving in pieces, read into pipelined requests.
//
// Built by `Fuzz/build.sh http-connection` (see `make fuzz`), not by SwiftPM. The first four bytes
// choose where the rest is cut into up to five reads; the rest is what the client sends. The
// contract checked on every input:
// - reading never traps and every step takes bytes or waits;
// - the requests read, and whether the connection is refused, do not depend on how the bytes
//   were cut: the same bytes in one read give the same requests, bodies included;
// - a refusal is a 4xx or 5xx, after which nothing more is read;
// - a request's body is within the limit, and its parameters decode to named values or are refused.
@testable import TTGHTTP

/// The requests read from `pieces` fed one after another, and the refusal that ended them.
func read(_ pieces: [ArraySlice<UInt8>], limits: HTTPRequestLimits) -> (requests: [HTTPRequest], refusal: Int?) {
    let connection = HTTPConnection(socket: -1, serial: 1, client: "127.0.0.1", now: 0)
    var requests: [HTTPRequest] = []
    for piece in pieces {
        connection.input += piece
        reading: while true {
            let before = connection.input.count
            switch connection.nextStep(limits: limits) {
            case .wait, .sendContinue:
                break reading
            case .refuse(let error):
                precondition((400..<600).contains(error.status), "status \(error.status)")
                return (requests, error.status)
            case .request(let request, let closing):
                precondition(connection.input.count < before, "a request took no bytes")
                precondition(request.body.count <= limits.body, "a body over the limit")
                if let parameters = try? request.parameters() {
                    precondition(parameters.allSatisfy { !$0.name.isEmpty }, "a parameter without a name")
                }
                requests.append(request)
                if closing { return (requests, nil) }
            }
        }
    }
    return (requests, nil)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count > 4 else { return 0 }
    var limits = HTTPRequestLimits()
    limits.target = 256
    limits.fieldBytes = 512
    limits.fields = 8
    limits.body = 64
    let stream = bytes[4...]
    var cuts = bytes[0..<4].map { stream.startIndex + Int($0) % (stream.count + 1) }.sorted()
    cuts = [stream.startIndex] + cuts + [stream.endIndex]
    let pieces = zip(cuts, cuts.dropFirst()).map { stream[$0..<$1] }
    let split = read(pieces, limits: limits)
    let whole = read([stream], limits: limits)
    precondition(split.requests.count == whole.requests.count, "\(split.requests.count) vs \(whole.requests.count)")
    for (a, b) in zip(split.requests, whole.requests) {
        precondition(a.method == b.method && a.path == b.path && a.query == b.query, "a request reads otherwise")
        precondition(a.headers == b.headers && a.body == b.body, "a request's fields or body read otherwise")
    }
    precondition((split.refusal == nil) == (whole.refusal == nil), "refused one way only")
    return 0
}
