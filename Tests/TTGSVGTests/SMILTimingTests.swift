import TTGGeometry
import TTGSVG
import TTGScene
import TTGTestSupport
import Testing

/// When things happen in an animated SVG: a jump at its own key time (SMIL has no hold, so two
/// values share one key time), and a change of structure shown from its own instant.
@Suite struct SMILTimingTests {
    static let writer = SVGWriter(
        services: SVGServices(encodePNG: { _ in [] }, layoutText: { _ in [] }, textOutline: { _ in Path() }))

    /// The `values` and `keyTimes` of the first `<animate>` of `attribute`.
    static func animation(_ attribute: String, in svg: String) throws -> (values: [String], keyTimes: [Double]) {
        let start = try #require(svg.range(of: "attributeName=\"\(attribute)\""))
        let element = svg[start.lowerBound...].prefix { $0 != ">" }
        func list(_ name: String) throws -> [String] {
            let open = try #require(element.range(of: " \(name)=\""))
            return element[open.upperBound...].prefix { $0 != "\"" }.split(separator: ";").map(String.init)
        }
        return (try list("values"), try list("keyTimes").compactMap(Double.init))
    }

    @Test func aStartOverIsTwoValuesAtOneKeyTime() throws {
        let animation = try TimingAnimations.startingOver()
        let sampling = try AnimationSampling(
            animation, start: 0, end: 2, frameTimes: (0..<60).map { Double($0) / 30 })
        let svg = try Self.writer.document(for: sampling, playback: SVGPlayback())
        let (values, keyTimes) = try Self.animation("transform", in: svg)
        // 0 → 10 until a microsecond before 1 s (key time ½), then 0 at once, and again.
        let jump = (1 - AnimationSampling.jumpLead) / 2
        let index = try #require(keyTimes.firstIndex { abs($0 - jump) < 1e-9 })
        #expect(keyTimes[index + 1] == keyTimes[index])
        #expect(values[index].hasPrefix("10") && values[index + 1].hasPrefix("0"))
        #expect(keyTimes[index + 2] == 0.5)
    }

    @Test func aNewStructureShowsFromTheInstantItAppears() throws {
        let switchTime = 0.1234
        let animation = TimingAnimations.gainingASquare(at: switchTime)
        let sampling = try AnimationSampling(
            animation, start: 0, end: 1, frameTimes: (0...30).map { Double($0) / 30 })
        let svg = try Self.writer.document(for: sampling, playback: SVGPlayback(hold: 1.0 / 30))
        let (values, keyTimes) = try Self.animation("display", in: svg)
        #expect(values == ["inline", "none"])
        // The key time is a fraction of the play, the last frame's hold included.
        #expect(abs(keyTimes[1] - switchTime / (1 + 1.0 / 30)) < 1e-8)
    }
}
