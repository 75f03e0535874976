import TTGCairo
import TTGScene
import TTGTestSupport
import Testing

/// Each feature scene rendered to PNG pixels and compared with its reference
/// in `Fixtures/golden/` (tolerance and record switch: see ImageComparison).
@Suite struct GoldenImageTests {
    @Test(arguments: FeatureScene.all)
    func matchesReference(_ feature: FeatureScene) throws {
        let actual = try rasterize(feature.scene, scale: feature.scale)
        try ImageComparison.assertMatchesGolden(actual, name: feature.name)
    }
}
