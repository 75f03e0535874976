import Foundation
import TTGGeometry
import Testing

@testable import TTGScene

/// The dark look's colours (``DarkPalette``) and its walk over a scene (``DarkLook``). Oklab is
/// checked against the values CSS Color 4's sample code gives; the pictures themselves are
/// measured on their pixels by `NightPictureTests`.
@Suite struct DarkLookTests {
    static let background = Color(rgb: 0x121212)

    @Test func oklabMatchesTheSpecificationsValues() {
        // CSS Color 4: white is L 1 with no chroma; sRGB red is oklab(0.62796 0.22486 0.12585).
        let white = Color.white.oklab
        #expect(abs(white.lightness - 1) < 1e-4 && white.chroma < 1e-4)
        let red = Color(red: 1, green: 0, blue: 0).oklab
        #expect(abs(red.lightness - 0.62796) < 1e-4 && abs(red.a - 0.22486) < 1e-4 && abs(red.b - 0.12585) < 1e-4)
        let back = Color(red)
        #expect(abs(back.red - 1) < 1e-6 && back.green < 1e-6 && back.blue < 1e-6)
    }

    @Test func aMarkThatReadsIsKeptAndOneThatDoesNotIsLiftedKeepingItsHue() {
        let palette = DarkPalette(background: Self.background)
        let lime = Color(rgb: 0xCCEB52)
        #expect(palette.mark(lime) == lime)
        for day in [Color(rgb: 0x125CDB), Color(rgb: 0x3D57E6), Color(rgb: 0x6B6B7A), Color(rgb: 0x1C2333)] {
            let night = palette.mark(day)
            #expect(palette.contrast(night) >= DarkPalette.markContrast, "\(day) → \(night)")
            #expect(palette.contrast(night) < DarkPalette.markContrast + 0.6, "\(day) → \(night): lifted too far")
            if day.oklab.chroma > 0.05 {
                #expect(abs(night.oklab.hue - day.oklab.hue) < 0.1, "\(day) → \(night)")
            }
        }
        // Too faint for even white to read at its alpha: its alpha is raised.
        let faint = palette.mark(Color.white.withAlpha(0.1))
        #expect(faint.alpha > 0.1 && palette.contrast(faint) >= DarkPalette.markContrast)
        // Text aims at 4.5:1.
        #expect(palette.contrast(palette.mark(Color(rgb: 0x6B7280), minimum: 4.5)) >= 4.5)
    }

    @Test func aSurfaceIsATranslucentVeilRaisedAboveTheBackground() {
        for background in [Self.background, .black, Color(rgb: 0x1A237E)] {
            let palette = DarkPalette(background: background)
            let surface = palette.surface(.white)
            #expect(surface.alpha < 0.5, "\(surface)")
            #expect(abs(palette.contrast(surface) - DarkPalette.surfaceContrast) < 0.01)
            #expect(abs(palette.contrast(palette.surface(.white, contrast: DarkPalette.lineContrast)) - 1.5) < 0.01)
        }
        #expect(DarkPalette.isSurfaceTone(.white) && DarkPalette.isSurfaceTone(Color(rgb: 0x29B8EB).withAlpha(0.1)))
        #expect(!DarkPalette.isSurfaceTone(Color(rgb: 0xCCEB52)) && !DarkPalette.isSurfaceTone(Color(rgb: 0x1C2333)))
    }

    @Test func onlyDarkOpaqueBackgroundsAreTaken() {
        #expect(DarkPalette.problem(with: Self.background) == nil)
        #expect(DarkPalette.problem(with: Color(rgb: 0x767676)) == nil)
        #expect(DarkPalette.problem(with: Color(rgb: 0x808080))?.hasPrefix("is not dark") == true)
        #expect(DarkPalette.problem(with: Self.background.withAlpha(0.5))?.hasPrefix("is not opaque") == true)
    }

    @Test func theLookDropsTheBackgroundAndMapsNamedSurfacesMarksAndText() {
        let disc = Path(circleCenter: Point(10, 10), radius: 10)
        let scene = Scene(
            size: Size(20, 20), background: .white,
            nodes: [
                .shape(ShapeNode(path: disc, fill: Fill(.solid(.white)), name: "badge")),
                .group(
                    GroupNode(
                        children: [
                            .shape(ShapeNode(path: disc, stroke: Stroke(.solid(Color(rgb: 0x1C2333)), width: 2)))
                        ], opacity: 0.5)),
                .text(TextNode("a", placement: .origin(.zero), color: Color(rgb: 0x6B7280))),
            ])
        let look = DarkLook(on: Self.background, surfaces: ["badge"])
        let dark = look.scene(scene)
        #expect(dark.background == nil)
        guard case .shape(let badge) = dark.nodes[0], case .solid(let surface) = badge.fill?.paint,
            case .group(let group) = dark.nodes[1], case .shape(let line) = group.children[0],
            case .solid(let ink) = line.stroke?.paint, case .text(let text) = dark.nodes[2]
        else {
            Issue.record("the look changed the scene's structure")
            return
        }
        #expect(surface == look.palette.surface(.white))
        // The mark reads at its group's opacity.
        #expect(look.palette.contrast(ink, opacity: 0.5) >= DarkPalette.markContrast)
        #expect(look.palette.contrast(text.color) >= TextInk.minimumContrast)
    }
}
