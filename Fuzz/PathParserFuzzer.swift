// libFuzzer target: the SVG path data parser and what the tool does with a parsed path.
//
// Built by `Fuzz/build.sh` (see `make fuzz`), not by SwiftPM. The input is taken as
// UTF-8 text (invalid sequences become U+FFFD, as `--d @file` would not accept them but
// inline values may carry them). The contract checked on every input:
// - parsing either gives a finite path or throws an `SVGPathError` whose offset lies
//   inside the input — any other error, a crash or a hang is a finding;
// - the writer's text parses back to the very same path (exact round trip);
// - measuring, trimming, bounds and hit testing of the parsed path do not crash.
import TTGGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let path: Path
    do {
        path = try Path(svgPathData: text)
    } catch let error as SVGPathError {
        precondition(error.offset >= 0 && error.offset <= text.utf8.count, "offset \(error.offset) outside the input")
        return 0
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    precondition(path.isFinite, "a parsed path has a non-finite coordinate")
    let written = path.svgPathData
    guard let again = try? Path(svgPathData: written) else {
        preconditionFailure("the writer's output does not parse: \(written)")
    }
    precondition(again == path, "round trip changed the path: \(written)")
    // Bounded work on the geometry: at most a few hundred segments.
    if path.elements.count <= 256 {
        let measure = path.measure()
        _ = measure.position(atFraction: 0.5)
        _ = path.trimmed(from: 0.25, to: 0.75)
        _ = path.contains(Point(x: 0.5, y: 0.5), rule: .evenOdd)
        _ = path.contains(Point(x: 0.5, y: 0.5), rule: .nonzero)
    }
    return 0
}
