import Foundation
import TTGScene
import TTGTestSupport
import Testing

@testable import TTGCairo

@Suite struct VectorOutputTests {
    @Test func svgIsSizedInUserUnitsAndHasNoExtraMetadata() throws {
        let svg = try SVGRasterizer.writer.document(for: FeatureScene.fillRules.scene)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains(#"width="128" height="76" viewBox="0 0 128 76""#))
        #expect(!svg.contains("<metadata"))
        #expect(svg.contains(#"fill-rule="evenodd""#))
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
            let svg = try SVGRasterizer.writer.document(for: feature.scene)
            #expect(try svg == SVGRasterizer.writer.document(for: feature.scene), "\(feature.name)")
            #expect(try renderPDF(feature.scene) == renderPDF(feature.scene), "\(feature.name)")
        }
    }
}
