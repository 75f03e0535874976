import Foundation
import TTGTestSupport
import Testing

/// Every Lottie document the players are checked on (``LottieSubjects``: the 40 refresh loops,
/// the emoji presets, puzzle and path animations) walked for what the strict parsers read without
/// a default: lottie-ios 4's `Codable` model (a missing key throws), lottie-web 5.7.5 (a shape
/// group whose `tr` lacks `o` builds no element; a layer without `ks` fails) and lottie-android.
/// The lists are the ones docs/vector-animation.md states.
@Suite struct StrictParserTests {
    static let root = ["v", "fr", "ip", "op", "w", "h", "layers"]
    static let layer = ["ty", "ind", "ks", "ip", "op", "st"]
    static let precomposition = ["refId", "w", "h"]
    static let transform = ["a", "p", "s", "r", "o", "sk", "sa"]
    static let items: [String: [String]] = [
        "gr": ["it"], "sh": ["ks"], "fl": ["c", "o", "r"], "st": ["c", "o", "w", "lc", "lj", "ml"],
        "gf": ["o", "s", "e", "t", "g", "r"], "gs": ["o", "s", "e", "t", "g", "w", "lc", "lj", "ml"],
        "tm": ["s", "e", "o", "m"],
    ]
    static let mask = ["inv", "mode", "pt", "o", "x"]

    @Test func everyWrittenDocumentCarriesWhatStrictParsersRequire() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let set = try LottieSubjects(fps: 30, in: directory)
        var problems: [String] = []
        for (name, json) in zip(set.names, set.documents) {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            problems += Self.missing(Self.root, in: document, at: "\(name): root")
            let compositions = (document["assets"] as? [[String: Any]] ?? []).filter { $0["layers"] != nil }
            var layers = (document["layers"] as? [[String: Any]] ?? []).map { ("\(name): layer", $0) }
            for composition in compositions {
                layers += (composition["layers"] as? [[String: Any]] ?? []).map {
                    ("\(name): \(composition["id"] ?? "?") layer", $0)
                }
            }
            for (place, layer) in layers {
                let here = "\(place) \(layer["nm"] ?? "?")"
                problems += Self.missing(Self.layer, in: layer, at: here)
                problems += Self.missing(Self.transform, in: layer["ks"] as? [String: Any] ?? [:], at: "\(here) ks")
                if layer["ty"] as? Int == 0 { problems += Self.missing(Self.precomposition, in: layer, at: here) }
                for mask in layer["masksProperties"] as? [[String: Any]] ?? [] {
                    problems += Self.missing(Self.mask, in: mask, at: "\(here) mask")
                }
                if layer["masksProperties"] != nil, layer["hasMask"] as? Bool != true {
                    problems.append("\(here): masks without hasMask (lottie-web's HTML renderer reads it)")
                }
                problems += Self.shapeProblems(layer["shapes"] as? [[String: Any]] ?? [], at: here)
            }
        }
        let report = problems.prefix(40).joined(separator: "\n")
        #expect(problems.isEmpty, "\(problems.count) omissions:\n\(report)")
    }

    /// What the shape items (and the groups in them) leave out.
    static func shapeProblems(_ shapes: [[String: Any]], at place: String) -> [String] {
        var problems: [String] = []
        for item in shapes {
            guard let type = item["ty"] as? String else {
                problems.append("\(place): a shape item without ty")
                continue
            }
            problems += missing(items[type] ?? [], in: item, at: "\(place) \(type)")
            guard type == "gr" else { continue }
            let children = item["it"] as? [[String: Any]] ?? []
            guard let last = children.last, last["ty"] as? String == "tr" else {
                problems.append("\(place): a shape group that does not end with its transform")
                continue
            }
            problems += missing(transform, in: last, at: "\(place) gr tr")
            problems += shapeProblems(Array(children.dropLast()), at: "\(place) gr")
        }
        return problems
    }

    static func missing(_ keys: [String], in object: [String: Any], at place: String) -> [String] {
        keys.filter { object[$0] == nil }.map { "\(place): no \($0)" }
    }
}
