import Foundation
import TTGCodecs
import TTGScene

/// Headless Firefox ESR (Debian `firefox-esr`) as an independent player of animated SVG, beside
/// ``ChromiumPlayer``: Gecko's SMIL engine and renderer share nothing with Blink's or ours.
///
/// Firefox has no remote control here (no geckodriver), so each page of shots (``SMILPage``) is
/// one start of `firefox-esr --headless --screenshot` in a fresh temporary profile; the page's
/// own script seeks every document on load, before the load event that the screenshot waits
/// for (the page's ready strip checks it). Firefox's screenshot is opaque, on white: every shot
/// is shown on black and on white, and its colors and coverage are worked out from the pair
/// (on black a pixel reads `a·c`, on white `a·c + 1 − a`). Firefox has no device scale factor
/// on its command line either: the page zooms itself (CSS `zoom`), which lays the documents out
/// at `scale` pixels per point, drawn as vectors at that size.
public enum FirefoxPlayer {
    public static let executable = "/usr/bin/firefox-esr"

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// The shots drawn at `scale` pixels per point, each in its own size; in the shots' order.
    public static func play(_ shots: [SMILShot], scale: Int) throws -> [RasterImage] {
        try SMILPage.pages(shots, scale: scale, copies: 2).flatMap { shots in
            let page = SMILPage(shots: shots, scale: scale, backgrounds: ["#000", "#fff"], zooms: true)
            let screenshot = try self.screenshot(page)
            return zip(try page.pictures(in: screenshot, copy: 0), try page.pictures(in: screenshot, copy: 1))
                .map(unblended)
        }
    }

    private static func screenshot(_ page: SMILPage) throws -> RasterImage {
        try page.screenshot(by: "firefox-esr") { file, shot, directory in
            let profile = directory.appendingPathComponent("profile")
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
            let size = page.size
            return try BinaryRunner.runProgram(
                executable,
                [
                    "--headless", "-no-remote", "-profile", profile.path, "--screenshot", shot.path,
                    "--window-size", "\(size.width * page.scale),\(size.height * page.scale)", file.absoluteString,
                ],
                // No session restore, crash reporter or telemetry prompts in a profile used once.
                environment: ["MOZ_CRASHREPORTER_DISABLE": "1", "MOZ_DISABLE_AUTO_SAFE_MODE": "1"])
        }
    }

    /// The straight RGBA picture that reads `black` over black and `white` over white.
    public static func unblended(_ black: RasterImage, _ white: RasterImage) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: black.pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            var spread = 0
            for channel in 0..<3 { spread += Int(white.pixels[index + channel]) - Int(black.pixels[index + channel]) }
            let alpha = min(255, max(0, 255 - (spread + 1) / 3))
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(
                    min(255, (Int(black.pixels[index + channel]) * 255 + alpha / 2) / alpha))
            }
            pixels[index + 3] = UInt8(alpha)
        }
        return RasterImage(width: black.width, height: black.height, pixels: pixels)
    }
}
