import Foundation
import TTGBase

/// The captcha's browser side, served by `serve` when the captcha is on: `/widget.js`, which turns
/// any `<div data-ttg-captcha>` into a challenge, and `/captcha`, a demo page with a form.
///
/// The widget asks for a challenge, solves its proof of work in a Web Worker with WebCrypto while
/// the person looks, records the drag at the pointer's own rate (coalesced pointer events: mouse,
/// pen or touch) as the piece's corner in canvas points, and sends the drop. Verified, it puts the
/// pass token in a hidden `ttg-captcha-token` field of the enclosing form and fires
/// `ttg-captcha-verified`; failed, it puts the piece back; locked, it offers a new challenge. The
/// state is announced to screen readers through a polite live region.
///
/// They are files in the source tree (`Pages/widget.js`, its stylesheet `Pages/widget.css` and its
/// worker `Pages/widget-worker.js`, `Pages/captcha.html`), built into the binary; `make lint`
/// checks the scripts' syntax with `node --check`.
enum CaptchaWidget {
    /// `widget.js` with its stylesheet and worker put in, each as a string literal where its name
    /// (`WIDGET_CSS`, `WIDGET_WORKER`) stands.
    static let script = text(PackageResources.widget_js)
        .replacingOccurrences(of: "WIDGET_CSS", with: quotingJSON(text(PackageResources.widget_css)))
        .replacingOccurrences(of: "WIDGET_WORKER", with: quotingJSON(text(PackageResources.widget_worker_js)))
    static let demoPage = text(PackageResources.captcha_html)

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
