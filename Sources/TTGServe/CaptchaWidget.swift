import Foundation
import TTGBase

/// The captcha's browser side, served by `serve` when the captcha is on: `/widget.js`, which turns
/// any `<div data-ttg-captcha>` into a challenge (or the element a page's `TTGCaptcha.render`
/// names), its stylesheet `/widget.css`, its proof-of-work worker `/widget-worker.js`, and
/// `/captcha`, a demo page with a form.
///
/// The widget asks for a challenge at the screen's pixel density and loads its two pictures by
/// URL, solves its proof of work while the person looks (in a Web Worker where the page's policy
/// lets one start, else on the page in slices), records the drag at the pointer's own rate
/// (coalesced pointer events: mouse, pen or touch) as the piece's corner in canvas points, and
/// sends the drop. Verified, it puts the pass token in a hidden `ttg-captcha-token` field of the
/// enclosing form, fires `ttg-captcha-verified` and calls the page's callback; failed, it puts the
/// piece back; locked, it offers a new challenge. The state is announced to screen readers through
/// a polite live region. Nothing it needs is inline, a `data:` or a `blob:` URL that a strict
/// Content-Security-Policy would refuse, but the worker, which it does without.
///
/// They are files in the source tree (`Pages/widget.js`, `Pages/widget.css`, the search
/// `Pages/widget-solver.js` and its worker `Pages/widget-worker.js`, `Pages/captcha.html`), built
/// into the binary; `make lint` checks the scripts' syntax with `node --check`.
enum CaptchaWidget {
    /// The proof-of-work search, put where `WIDGET_SOLVER` stands in the worker and the widget.
    private static let solver = text(PackageResources.widget_solver_js)
    /// `widget-worker.js` with the search in.
    static let worker = text(PackageResources.widget_worker_js).replacingOccurrences(of: "WIDGET_SOLVER;", with: solver)
    /// `widget.js` with the worker's script in, as a string literal where `WIDGET_WORKER` stands,
    /// and the search, as code, where `WIDGET_SOLVER` does.
    static let script = text(PackageResources.widget_js)
        .replacingOccurrences(of: "WIDGET_WORKER;", with: quotingJSON(worker) + ";")
        .replacingOccurrences(of: "WIDGET_SOLVER;", with: solver)
    static let stylesheet = text(PackageResources.widget_css)
    static let demoPage = text(PackageResources.captcha_html)

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
