import Foundation
import TTGScene
import Testing

@testable import TTGCairo

@Suite struct VectorOutputTests {
    @Test func svgIsSizedInUserUnitsAndHasNoExtraMetadata() throws {
        let svg = String(decoding: try renderSVG(FeatureScene.fillRules.scene), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(#"width="128" height="76" viewBox="0 0 128 76""#))
        #expect(!svg.contains("<metadata"))
        #expect(svg.contains("fill-rule:evenodd"))
    }

    @Test func pdfIsOnePageOfPointsWithoutADate() throws {
        let pdf = try renderPDF(FeatureScene.fillRules.scene)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 128 76 ]"))
        #expect(!text.contains("CreationDate"))
    }

    @Test func vectorOutputIsDeterministic() throws {
        for feature in FeatureScene.all {
            #expect(try renderSVG(feature.scene) == renderSVG(feature.scene), "\(feature.name)")
            #expect(try renderPDF(feature.scene) == renderPDF(feature.scene), "\(feature.name)")
        }
    }
}

@Suite struct SVGIdentifierTests {
    @Test func processWideSurfaceNamesAreRenumberedByFirstAppearance() {
        let svg =
            ##"<g id="surface7"><image id="image26" xlink:href="data:image/png;base64,surface9A"/>"##
            + ##"<use xlink:href="#image26"/><use xlink:href="#surface7"/><g id="surface3" mask="url(#image26)">"##
        let expected =
            ##"<g id="surface1"><image id="image1" xlink:href="data:image/png;base64,surface9A"/>"##
            + ##"<use xlink:href="#image1"/><use xlink:href="#surface1"/><g id="surface2" mask="url(#image1)">"##
        #expect(String(decoding: renumberingCairoSurfaceIdentifiers(in: Array(svg.utf8)), as: UTF8.self) == expected)
    }
}
