import TTGGeometry
import TTGRefresh
import TTGScene
import Testing

/// The style table and every style's paths in both roles.
@Suite struct StyleTableTests {
    @Test func twentyStylesWithUniqueNamesInSpecOrder() {
        #expect(RefreshStyle.all.count == 20)
        #expect(RefreshStyle.all.map(\.name) == RefreshStyle.Name.allCases)
        #expect(RefreshStyle.all.first?.name == .auroraLoop && RefreshStyle.all.last?.name == .rocketOrbit)
        #expect(RefreshStyle.named("auroraWave")?.title == "Aurora Wave")
        #expect(RefreshStyle.named("auroraWav") == nil)
    }

    @Test func onlyAuroraWaveIsConicAndTrackless() {
        #expect(RefreshStyle.all.filter(\.isAurora).map(\.name) == [.auroraWave])
        let spec = RefreshStyle.style(.rocketOrbit)
        #expect(spec.dash == [16, 6, 4, 6] && spec.width == 4 && spec.accent == .oval)
        #expect(RefreshStyle.style(.pulseCircuit).colors.map(\.hexString) == ["#00B8E6", "#125CDB"])
    }

    static let cases: [(RefreshStyle.Name, RefreshRole)] =
        RefreshStyle.Name.allCases.flatMap { name in RefreshRole.allCases.map { (name, $0) } }

    @Test(arguments: cases)
    func pathLiesInTheInsetRectWithPositiveLength(_ name: RefreshStyle.Name, _ role: RefreshRole) {
        let style = RefreshStyle.style(name)
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let rect = style.pathRect(in: bounds)
        let path = style.path(role: role, in: bounds)
        var box = path.bounds
        let slack = 1e-6
        if name == .robotSmile {
            // The original's antenna reaches 12% of the rect above it.
            #expect(abs(box.minY - (rect.minY - 0.12 * rect.height)) < slack)
            box = Rect(x: box.minX, y: rect.minY, width: box.width, height: box.maxY - rect.minY)
        }
        #expect(
            box.minX >= rect.minX - slack && box.minY >= rect.minY - slack, "\(name) \(role): \(box) outside \(rect)")
        #expect(
            box.maxX <= rect.maxX + slack && box.maxY <= rect.maxY + slack, "\(name) \(role): \(box) outside \(rect)")
        #expect(path.length > 0)
        // The drawing fills its rect rather than hiding in a corner.
        #expect(box.width >= rect.width * 0.6 || box.height >= rect.height * 0.6)
    }

    @Test(arguments: RefreshStyle.Name.allCases)
    func footerIsASimplerVariant(_ name: RefreshStyle.Name) {
        let style = RefreshStyle.style(name)
        let header = style.designPath(role: .header)
        let footer = style.designPath(role: .footer)
        // The original's auroraWave footer draws the header's path.
        #expect(header != footer || name == .auroraWave)
        // Simpler, not cropped: no more subpaths than the header, and it still fills the box.
        #expect(footer.subpaths.count <= header.subpaths.count)
        #expect(footer.bounds.width >= 50 || footer.bounds.height >= 50)
    }

    @Test func insetsFollowTheSpec() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(RefreshStyle.style(.neonCat).pathRect(in: bounds) == Rect(x: 18, y: 18, width: 64, height: 64))
        let aurora = RefreshStyle.style(.auroraWave).pathRect(in: bounds)
        #expect(abs(aurora.minX - 19) < 1e-12 && abs(aurora.minY - 22) < 1e-12)
        let accent = RefreshStyle.style(.zenRipple).accentRect(in: bounds)
        #expect(abs(accent.minX - (18 + 64 * 0.15)) < 1e-12 && abs(accent.width - 64 * 0.7) < 1e-12)
    }

    @Test(arguments: RefreshStyle.Name.allCases)
    func accentMatchesTheTable(_ name: RefreshStyle.Name) throws {
        let style = RefreshStyle.style(name)
        let bounds = Rect(x: 0, y: 0, width: 70, height: 70)
        guard let accent = style.accentPath(in: bounds) else {
            #expect(style.accent == .none)
            return
        }
        let rect = style.accentRect(in: bounds)
        #expect(accent.bounds.minX >= rect.minX - 1e-6 && accent.bounds.maxX <= rect.maxX + 1e-6)
        #expect(accent.bounds.minY >= rect.minY - 1e-6 && accent.bounds.maxY <= rect.maxY + 1e-6)
        if style.accent == .cornerTicks { #expect(accent.subpaths.count == 8) }
        if style.accent == .lotus { #expect(accent.subpaths.count == 3) }
    }

    @Test func footerStrokeIsThinnerAndTemplateScalesIt() {
        let style = RefreshStyle.style(.flameJet)
        #expect(RefreshGlyph(style: style, role: .header).strokeWidth == 4.8)
        #expect(abs(RefreshGlyph(style: style, role: .footer).strokeWidth - 4.8 * 0.82) < 1e-12)
        let wide = RefreshGlyph(style: style, template: RefreshTemplate(lineWidthScale: 1.5))
        #expect(abs(wide.strokeWidth - 7.2) < 1e-12)
    }

    @Test func statesBelongToTheirRoles() {
        #expect(RefreshRole.header.states == [.idle, .pulling, .willRefresh, .refreshing, .ending])
        #expect(RefreshRole.footer.states == [.idle, .pulling, .willLoad, .loading, .noMoreData, .hidden])
        #expect(RefreshState.willLoad.roles == [.footer])
        #expect(RefreshState.idle.roles == [.header, .footer])
    }
}
