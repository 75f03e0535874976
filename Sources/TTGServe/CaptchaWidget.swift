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
/// Both are files in the source tree (`Pages/widget.js`, `Pages/captcha.html`), built into the
/// binary.
enum CaptchaWidget {
    static let script = String(decoding: PackageResources.widget_js, as: UTF8.self)
    static let demoPage = String(decoding: PackageResources.captcha_html, as: UTF8.self)
}
