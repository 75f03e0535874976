import Dispatch
import TTGCairo
import TTGTestSupport
import Testing

/// Frames are rendered in parallel: each render has its own Cairo context and
/// Pango layout (Pango's default font map is per thread), so concurrent
/// renders must give the same bytes as serial ones.
@Suite(.slow) struct ConcurrencyTests {
    @Test func parallelRendersMatchSerialOnes() throws {
        let features = [FeatureScene.text, .dropShadow, .conicGradient, .mask]
        let serialPNG = try features.map { try renderPNG($0.scene, scale: $0.scale) }
        let serialSVG = try features.map { try SVGRasterizer.writer.document(for: $0.scene) }
        let results = Results(count: features.count * 4)
        DispatchQueue.concurrentPerform(iterations: features.count * 4) { i in
            let feature = features[i % features.count]
            let png = try? renderPNG(feature.scene, scale: feature.scale)
            let svg = try? SVGRasterizer.writer.document(for: feature.scene)
            results.set(i, png == serialPNG[i % features.count] && svg == serialSVG[i % features.count])
        }
        #expect(results.all)
    }
}

/// Results written from several threads.
private final class Results: @unchecked Sendable {
    private var values: [Bool]
    private let lock = DispatchQueue(label: "results")
    init(count: Int) { values = Array(repeating: false, count: count) }
    func set(_ i: Int, _ value: Bool) { lock.sync { values[i] = value } }
    var all: Bool { lock.sync { values.allSatisfy { $0 } } }
}
