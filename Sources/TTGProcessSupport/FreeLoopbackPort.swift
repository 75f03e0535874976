import Foundation

/// A loopback port no one listens on now: bound to port 0, read back, released (another program
/// may take it before the caller does, rarely).
public func freeLoopbackPort() throws -> UInt16 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
        }
    }
    guard bound else { throw HTTPTestClient.Failure(description: "cannot find a free loopback port") }
    return UInt16(bigEndian: address.sin_port)
}
