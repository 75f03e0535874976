import TTGGeometry
import Testing

// Fuzz-like tests of the path data parser: thousands of malformed inputs from a
// seeded generator. Every input either parses to a finite path or throws an
// SVGPathError whose offset lies inside the input — never a crash, a hang or
// a silent NaN.

private let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, \t\n01xX#\u{0}é")

/// Checks the parser's contract on one input.
private func expectWellBehaved(_ data: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let path = try Path(svgPathData: data)
        #expect(path.isFinite, "non-finite path from \(data.debugDescription)", sourceLocation: sourceLocation)
    } catch let error as SVGPathError {
        #expect(
            error.offset >= 0 && error.offset <= data.utf8.count,
            "offset \(error.offset) outside \(data.debugDescription)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error type \(error)", sourceLocation: sourceLocation)
    }
}

@Test func randomCharacterSoupNeverCrashes() {
    var random = SplitMix64(state: 0x5EED)
    for _ in 0..<5_000 {
        let length = Int.random(in: 0...40, using: &random)
        expectWellBehaved(String((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
    }
}

@Test func mutationsOfValidDataNeverCrash() {
    let seeds = [
        "M10 20 L30 40 H50 V60 C1 2 3 4 5 6 S7 8 9 10 Q1 1 2 0 T4 4 A25 25 0 1 0 50 0 Z",
        "m0 0 a1 1 0 00 1 1 l-.5e-3 1.5.5 z m5 5 h-3",
        "M0,0 C0,50,100,50,100,0 Z",
    ]
    var random = SplitMix64(state: 42)
    for seed in seeds {
        for _ in 0..<2_000 {
            var characters = Array(seed)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let i = Int.random(in: 0..<characters.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: characters[i] = alphabet.randomElement(using: &random)!
                case 1: characters.remove(at: i)
                default: characters.insert(alphabet.randomElement(using: &random)!, at: i)
                }
                if characters.isEmpty { break }
            }
            expectWellBehaved(String(characters))
        }
    }
}

/// Found by the libFuzzer target (`make fuzz`): CR LF is one `Character` in Swift but two
/// bytes of path data; the error's offset counts bytes, so it may exceed `String.count`.
@Test func errorOffsetsCountBytesNotGraphemes() throws {
    let data = "m22.\r\n555.\n2.555\n"
    expectWellBehaved(data)
    #expect(throws: SVGPathError(offset: 17, expected: .number, found: nil)) { try Path(svgPathData: data) }
    #expect(data.count == 16 && data.utf8.count == 17)
}

/// Found by the libFuzzer target (`make fuzz`, a timeout): a cubic whose speed overflows
/// made the adaptive arc length refine infinities 2³⁰ times. Its length is now +∞ at once.
@Test func overflowingCurvesMeasureInfiniteAtOnce() throws {
    let path = try Path(svgPathData: "M 1e308 -1e308C0,50-100e3 8 -1e308 -1e308")
    let started = ContinuousClock.now
    #expect(path.length == .infinity)
    _ = path.measure().position(atFraction: 0.5)
    _ = path.trimmed(from: 0.25, to: 0.75)
    #expect(ContinuousClock.now - started < .seconds(2))
}

/// Found by the libFuzzer target (`make fuzz`): every number was finite, but relative
/// offsets added up past ±1.8e308, and the parser returned a path holding infinity.
@Test func relativeOffsetsThatOverflowAreRefused() throws {
    let found = "M10 24 L30 20 H50 V1 1 2 h-3 8 1e0,00  5 1 0 1e308 1e308 L-0e3050 0 Z"
    expectWellBehaved(found)
    #expect(throws: SVGPathError.self) { try Path(svgPathData: found) }
    #expect(throws: SVGPathError(offset: 10, expected: .finiteCoordinate, found: nil)) {
        try Path(svgPathData: "M1e308 0 l1e308 0")
    }
    #expect(throws: SVGPathError.self) { try Path(svgPathData: "M0 0 C1 1 -1e308 0 1e308 0 S0 0 0 0") }
    expectWellBehaved("M-1e308 0 A1e308 1e308 0 0 1 1e308 0")
}

@Test func enormousAndTinyNumbers() throws {
    expectWellBehaved("M1e308 1e308 L-1e308 -1e308")
    expectWellBehaved("M" + String(repeating: "9", count: 400) + " 0")
    expectWellBehaved("M0." + String(repeating: "0", count: 400) + "1 0")
    #expect(throws: SVGPathError.self) { try Path(svgPathData: "M1e309 0") }
    // A long path parses in full.
    let long = "M0 0" + String(repeating: " l1 1", count: 50_000)
    #expect(try Path(svgPathData: long).elements.count == 50_001)
}
