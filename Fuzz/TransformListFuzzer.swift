// libFuzzer target: the transform list parser and what the tool does with a parsed list.
//
// Built by `Fuzz/build.sh` (see `make fuzz`), not by SwiftPM. The input is taken as UTF-8
// text. The contract checked on every input:
// - parsing either gives a list or throws a `TransformListError` whose offset lies inside
//   the input — any other error, a crash or a hang is a finding;
// - the list's text form parses back to the same list;
// - its matrix, its interpolation to the identity and a projected square and circle do not crash.
import TTGGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let list: TransformList
    do {
        list = try TransformList(parsing: text)
    } catch let error as TransformListError {
        precondition(error.offset >= 0 && error.offset <= text.utf8.count, "offset \(error.offset) outside the input")
        return 0
    } catch {
        preconditionFailure("unexpected error type: \(error)")
    }
    guard let again = try? TransformList(parsing: list.description) else {
        preconditionFailure("the list's text does not parse: \(list.description)")
    }
    precondition(again == list, "round trip changed the list: \(list.description)")
    guard list.functions.count <= 64 else { return 0 }
    let map = list.projectiveTransform
    var shapes = Path()
    shapes.append(contentsOf: Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)))
    shapes.append(contentsOf: Path(ovalIn: Rect(x: 10, y: 10, width: 80, height: 80)))
    _ = shapes.projected(by: map, tolerance: 0.05)
    if let interpolation = try? TransformInterpolation(from: list, to: .identity) {
        _ = interpolation.list(at: 0.5).projectiveTransform
    }
    return 0
}
