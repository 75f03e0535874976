import TTGBase
import TTGCaptcha
import TTGCommands
import TTGScene

/// The `Content-Security-Policy` of a page the service serves: nothing loads but from the
/// service itself, and the only inline scripts that run are the page's own, named by their
/// SHA-256 (an injected script has another).
enum PagePolicy {
    /// The policy for `html`, allowing each of its inline `<script>` blocks by hash.
    static func of(_ html: String) -> String {
        var hashes: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script>"), let close = rest[open.upperBound...].range(of: "</script>") {
            let script = String(rest[open.upperBound..<close.lowerBound])
            hashes.append("'sha256-" + Base64.encode(SHA256Digest.of(script)) + "'")
            rest = rest[close.upperBound...]
        }
        return [
            "default-src 'none'", "script-src 'self' " + hashes.joined(separator: " "),
            // The widget adds its own <style>; the playground sets sizes on its elements.
            "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "connect-src 'self' blob:",
            // The widget's proof of work runs in a Web Worker made from a Blob.
            "worker-src blob:", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }
}
