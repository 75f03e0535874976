import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// A lone glyph's picture is `--size` for every style, and its motion stays inside it.
@Suite struct PictureSizeTests {
    static let cases: [(RefreshStyle.Name, RefreshRole)] =
        RefreshStyle.Name.allCases.flatMap { name in RefreshRole.allCases.map { (name, $0) } }

    /// Every frame of the first 2 s of the motion at 30 fps (each primitive's cycle is at most
    /// 3 s there and back, so every primitive passes its extremes), drawn on a canvas 8 points
    /// larger on every side: nothing is drawn outside the picture's square.
    @Test(arguments: cases)
    func nothingThatMovesLeavesThePicture(_ name: RefreshStyle.Name, _ role: RefreshRole) throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(name), role: role, template: RefreshTemplate(glyphSize: 64))
        let animation = try glyph.animation(state: role.busyState, time: 0)
        #expect(animation.size == Size(64, 64))
        let margin = 8.0
        var reachedEdge = false
        for frame in 0..<60 {
            let scene = animation.scene(Double(frame) / 30)
            let wide = Scene(
                size: Size(64 + 2 * margin, 64 + 2 * margin),
                nodes: [.group(scene.nodes, transform: .translation(x: margin, y: margin))])
            let image = try rasterize(wide)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let inside = (8..<72).contains(x) && (8..<72).contains(y)
                    let alpha = image.pixel(x: x, y: y).alpha
                    if !inside { #expect(alpha <= 1, "\(name) \(role) frame \(frame): (\(x), \(y)) alpha \(alpha)") }
                    // Within a pixel of the edge: the room is rounded up to whole points.
                    if inside, x <= 9 || y <= 9 || x >= 70 || y >= 70, alpha > 0 { reachedEdge = true }
                }
            }
        }
        // The glyph is no smaller than its motion needs: at some frame its paint reaches the edge.
        #expect(reachedEdge, "\(name) \(role)")
    }

    @Test func theGlyphIsDrawnSoItsReachIsHalfThePicture() throws {
        // flameJet: a 1.13 pulse and a 7-point bob carry its 35-point badge 35 · 1.13 + 7 from its
        // center; at 96 points the box whose reach is 48 is 96 · 35 / reach wide, and the room
        // around it is rounded up to whole points.
        let glyph = RefreshGlyph(style: RefreshStyle.style(.flameJet), template: RefreshTemplate(glyphSize: 96))
        let reach = 35 * 1.13 + 7
        let room = ((96 - 96 * 35 / reach) / 2).rounded(.up)
        #expect(glyph.padding == room && glyph.boxSide == 96 - 2 * room)
        #expect(room == 12)
        // A style that only turns fills the picture.
        let vinyl = RefreshGlyph(style: RefreshStyle.style(.vinylSpin), template: RefreshTemplate(glyphSize: 96))
        #expect(vinyl.padding == 0 && vinyl.boxSide == 96)
    }

    @Test func everyStyleWritesAPictureOfTheSize() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stills = try BinaryRunner.run(["refresh", "--all", "--size", "96", "-o", "stills/"], in: dir)
        #expect(stills.status == 0, "\(stills.stderr)")
        let frames = try BinaryRunner.run(
            [
                "refresh", "--all", "--role", "footer", "--size", "50", "--scale", "2", "--frames", "3", "--quiet",
                "-o", "f/",
            ],
            in: dir)
        #expect(frames.status == 0, "\(frames.stderr)")
        for name in RefreshStyle.names {
            let still = try Data(contentsOf: dir.appendingPathComponent("stills/\(name).png"))
            #expect(pngDimensions(still).map { $0 == (96, 96) } == true, "\(name)")
            for index in 0..<3 {
                let frame = try Data(contentsOf: dir.appendingPathComponent("f/\(name)/frame_000\(index).png"))
                #expect(pngDimensions(frame).map { $0 == (100, 100) } == true, "\(name) frame \(index)")
            }
        }
    }

    @Test func aPaddingLeavingNoRoomIsRefused() throws {
        let result = try BinaryRunner.run(["refresh", "--size", "40", "--padding", "20", "-o", "-"])
        #expect(result.status == 64 && result.stderr.contains("--padding: '20' leaves no room"))
    }

    @Test func theBareLoopWorksAndALongOneAskedForIsRefused() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bare = try BinaryRunner.run(["refresh", "--loop", "--quiet", "--json", "-o", "x.gif"], in: dir)
        #expect(bare.status == 0, "\(bare.stderr)")
        // auroraLoop: 1.8 s, 54 frames at 30 fps.
        let manifest = try #require(try JSONSerialization.jsonObject(with: bare.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 54)
        let wave = try BinaryRunner.run(["refresh", "--style", "auroraWave", "--loop", "-o", "w.gif"], in: dir)
        #expect(wave.status == 64)
        #expect(wave.stderr.contains("--loop: the animation repeats only every 15.6 s"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("w.gif").path))
    }
}
