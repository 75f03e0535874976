import TTGBase

/// The `Content-Security-Policy` of a page the service serves, as strict as the one the widget
/// is documented to run under: nothing loads but from the service itself, no `data:` or `blob:`
/// URL, and the only inline scripts and stylesheets that apply are the page's own, named by
/// their SHA-256 (an injected one has another).
enum PagePolicy {
    /// The policy for `html`, allowing each of its inline `<script>` and `<style>` blocks by hash.
    static func of(_ html: String) -> String {
        [
            "default-src 'none'", "script-src 'self'" + hashes(of: "script", in: html),
            "style-src 'self'" + hashes(of: "style", in: html), "img-src 'self'", "connect-src 'self'",
            "worker-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// ` 'sha256-…'` for each `<tag>` block of `html`, as a policy names it.
    private static func hashes(of tag: String, in html: String) -> String {
        var hashes = ""
        var rest = html[...]
        while let open = rest.range(of: "<\(tag)>"), let close = rest[open.upperBound...].range(of: "</\(tag)>") {
            let block = String(rest[open.upperBound..<close.lowerBound])
            hashes += " 'sha256-" + Base64.encode(SHA256Digest.of(block)) + "'"
            rest = rest[close.upperBound...]
        }
        return hashes
    }
}
