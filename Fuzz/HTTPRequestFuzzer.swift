// libFuzzer target: bytes as they come off a connection, read into requests.
//
// Built by `Fuzz/build.sh http-request` (see `make fuzz`), not by SwiftPM. The input is the
// connection's bytes, fed in two pieces split at a point the first byte chooses. The contract
// checked on every input:
// - reading never crashes and never takes more than it was given;
// - each step is a request, a wait for more bytes, a `100 Continue`, or a refusal with a 4xx or
//   5xx status, after which nothing more is read;
// - a request's body is within the limit, and its parameters decode to named values or are refused.
@testable import TTGService

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    var limits = HTTPRequestLimits()
    limits.target = 256
    limits.fieldBytes = 512
    limits.fields = 8
    limits.body = 64
    let split = min(bytes.count, Int(first))
    let connection = HTTPConnection(socket: -1, serial: 1, client: "127.0.0.1", now: 0)
    for piece in [bytes[1..<max(1, split)], bytes[max(1, split)...]] {
        connection.input += piece
        var steps = 0
        reading: while steps < 64 {
            steps += 1
            let before = connection.input.count
            switch connection.nextStep(limits: limits) {
            case .wait, .sendContinue:
                break reading
            case .refuse(let error):
                precondition((400..<600).contains(error.status), "status \(error.status)")
                return 0
            case .request(let request, _):
                precondition(connection.input.count < before, "a request took no bytes")
                precondition(request.body.count <= limits.body, "a body over the limit")
                if let parameters = try? request.parameters() {
                    precondition(parameters.allSatisfy { !$0.name.isEmpty }, "a parameter without a name")
                }
            }
        }
    }
    return 0
}
