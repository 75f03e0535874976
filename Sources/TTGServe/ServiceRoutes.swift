import Foundation
import TTGCommands
import TTGHTTP

/// The render endpoints of `ttg-render serve` (`/v1/emoji.png?rate=4`, the text commands, the
/// probes, the playground), for a Swift server of one's own: hand each request to ``respond(_:)``
/// as an ``HTTPRequest`` and send back the ``HTTPResponse``, byte for byte what `serve` answers.
public final class ServiceRoutes: Sendable {
    private let service: RenderService

    /// Routes that render at most `threads` pictures at once (more wait up to ten seconds, then
    /// get 503), keep `cacheBytes` of answers in memory, and let the pages of `crossOrigin` read
    /// them (`serve --allow-origin`).
    public init(
        threads: Int = ProcessInfo.processInfo.activeProcessorCount, cacheBytes: Int = 64 << 20,
        crossOrigin: CrossOriginPolicy = CrossOriginPolicy()
    ) {
        service = RenderService(
            limits: ServiceLimits(), cache: ResponseCache(byteLimit: cacheBytes),
            gate: RenderGate(slots: threads, waitingLimit: 64), crossOrigin: crossOrigin)
    }

    /// The answer to `request`; it may render, so call it off any thread that must not wait.
    public func respond(_ request: HTTPRequest) -> HTTPResponse { service.respond(request) }
}
