import TTGScene
import Testing

@Suite struct GradientStopTests {
    @Test func colorAtOffsets() {
        let stops = GradientStop.evenlySpaced([.black, .white])
        #expect(stops.map(\.offset) == [0, 1])
        #expect(stops.color(at: -1) == .black)
        #expect(stops.color(at: 2) == .white)
        #expect(isClose(stops.color(at: 0.25), Color(red: 0.25, green: 0.25, blue: 0.25)))
        #expect([GradientStop]().color(at: 0.5) == .clear)
    }

    @Test func sameOffsetMakesAHardEdge() {
        let red = Color(red: 1, green: 0, blue: 0)
        let stops = [
            GradientStop(offset: 1, color: .white), GradientStop(offset: 0.5, color: .black),
            GradientStop(offset: 0.5, color: red), GradientStop(offset: 0, color: .black),
        ]
        #expect(stops.sortedByOffset().map(\.color) == [.black, .black, red, .white])
        #expect(stops.color(at: 0.49) == .black)
        #expect(isClose(stops.color(at: 0.5001), red, tolerance: 1e-3))
    }
}
