import TTGCairo
import TTGRefresh
import TTGScene
import TTGTestSupport
import Testing

/// Reference pictures of the family (Fixtures/golden/refresh/): every style in both roles
/// at pull 0.5 and 0.25 s into the motion, as galleries; composites; motion moments.
/// Record with `TTG_RECORD_FIXTURES=1 swift test --filter RefreshGoldenTests`.
@Suite(.slow) struct RefreshGoldenTests {
    static let galleries: [(name: String, role: RefreshRole, state: RefreshState, progress: Double, time: Double)] = [
        ("gallery-header-pull-0.5", .header, .pulling, 0.5, 0),
        ("gallery-header-refreshing-0.25", .header, .refreshing, 0, 0.25),
        ("gallery-footer-pull-0.5", .footer, .pulling, 0.5, 0),
        ("gallery-footer-loading-0.25", .footer, .loading, 0, 0.25),
    ]

    @Test(arguments: galleries.indices)
    func gallery(_ index: Int) throws {
        let g = Self.galleries[index]
        let caption = g.state == .pulling ? "pulling · progress 0.5" : "\(g.state.rawValue) · t = 0.25 s"
        let scene = try RefreshGallery(role: g.role, caption: caption).scene(
            state: g.state, progress: g.progress, time: g.time)
        try ImageComparison.assertMatchesGolden(try rasterize(scene), name: "refresh/\(g.name)")
    }

    @Test func compositeHeaderRefreshing() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.auroraWave))
        let scene = RefreshComposite(glyph: glyph, state: .refreshing).scene(try glyph.busyPose(at: 0.3))
        try ImageComparison.assertMatchesGolden(try rasterize(scene), name: "refresh/composite-header-auroraWave")
    }

    @Test func compositeFooterNoMoreData() throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(.lotusBloom), role: .footer)
        let scene = RefreshComposite(glyph: glyph, state: .noMoreData).scene(glyph.pose(state: .noMoreData))
        try ImageComparison.assertMatchesGolden(try rasterize(scene), name: "refresh/composite-footer-noMoreData")
    }

    /// Motion moments at 120 points: the conic gradient turned, dashes flowed, a stroke sweep.
    @Test(arguments: [(RefreshStyle.Name.auroraWave, 0.4), (.pulseCircuit, 0.5), (.lunarTide, 1.1), (.pixelHeart, 0.1)])
    func motionMoment(_ name: RefreshStyle.Name, _ time: Double) throws {
        let glyph = RefreshGlyph(style: RefreshStyle.style(name), template: RefreshTemplate(glyphSize: 120))
        let scene = glyph.scene(try glyph.busyPose(at: time))
        try ImageComparison.assertMatchesGolden(try rasterize(scene), name: "refresh/moment-\(name.rawValue)")
    }
}
