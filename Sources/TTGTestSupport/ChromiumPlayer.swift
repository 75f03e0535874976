import Foundation
import TTGCodecs
import TTGScene

/// Headless Chromium (Debian `chromium`) as an independent player of animated SVG: it shows a
/// page of many documents, each seeked to its own time (``SMILPage``), takes one screenshot with
/// a transparent background at the device scale factor asked for, and cuts it back into one
/// picture a shot. One browser start serves a whole test, however many documents and times it
/// plays.
public enum ChromiumPlayer {
    public static let executable = "/usr/bin/chromium"

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// The shots drawn at `scale` pixels per point, each in its own size; in the shots' order.
    /// Consecutive shots share a page (and a browser start), up to a screenshot Chromium takes whole.
    public static func play(_ shots: [SMILShot], scale: Int) throws -> [RasterImage] {
        try SMILPage.pages(shots, scale: scale, copies: 1).flatMap { shots in
            let page = SMILPage(shots: shots, scale: scale, backgrounds: ["transparent"], zooms: false)
            return try page.pictures(in: try screenshot(page), copy: 0)
        }
    }

    private static func screenshot(_ page: SMILPage) throws -> RasterImage {
        try page.screenshot(by: "chromium") { file, shot, directory in
            let size = page.size
            return try BinaryRunner.runProgram(
                executable,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                    "--disable-threaded-animation", "--disable-extensions", "--no-first-run",
                    "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                    "--force-device-scale-factor=\(page.scale)", "--default-background-color=00000000",
                    // A window narrower than a desktop's gets a blank screenshot: never below 800 wide.
                    "--window-size=\(max(800, size.width)),\(size.height)", "--virtual-time-budget=2000",
                    "--screenshot=\(shot.path)", file.absoluteString,
                ])
        }
    }
}
