import Foundation
import TTGGeometry
import TTGScene

/// The Lottie documents the players are checked on, as the binary writes them, each with our own
/// pictures: every refresh style's busy loop in both roles (``PlaybackSubject/refreshLoops()``)
/// and every command of ``AnimationCase/commands``, at `fps`.
public struct LottieSubjects {
    /// Each document's name: the refresh loop's (`STYLE-ROLE`) or the command's.
    public var names: [String]
    public var documents: [String]
    /// Each document's subject at a scale.
    public var subjects: [(_ scale: Int) -> PlaybackSubject]
    /// Each document's frame rate (`fr`): a loop's is the rate nearest --fps that makes its
    /// period whole frames.
    public var frameRates: [Double]

    /// The documents written into `directory` (which also holds the command's frames).
    public init(fps: Double, in directory: URL) throws {
        names = []
        documents = []
        subjects = []
        for loop in try PlaybackSubject.refreshLoops() {
            names.append(loop.name)
            documents.append(try Self.write(loop.name, loop.arguments, fps: fps))
            subjects.append(loop.at)
        }
        for item in AnimationCase.commands {
            let json = try Self.write(item.name, item.arguments, fps: fps)
            names.append(item.name)
            documents.append(json)
            let root = try Self.root(json)
            let size = Size(try Self.number("w", in: root), try Self.number("h", in: root))
            let length = try Self.number("op", in: root) / (try Self.number("fr", in: root))
            subjects.append { scale in
                PlaybackSubject(name: item.name, size: size, length: length) { times in
                    try item.frames(at: times, fps: fps, scale: scale, in: directory)
                }
            }
        }
        frameRates = try documents.map { try Self.number("fr", in: try Self.root($0)) }
    }

    /// The documents whose names `excluded` does not pick.
    public func removing(where excluded: (String) -> Bool) -> LottieSubjects {
        var kept = self
        let indices = names.indices.filter { !excluded(names[$0]) }
        kept.names = indices.map { names[$0] }
        kept.documents = indices.map { documents[$0] }
        kept.subjects = indices.map { subjects[$0] }
        kept.frameRates = indices.map { frameRates[$0] }
        return kept
    }

    /// The jobs that show `moments` (of the subjects at `scale`), one a document.
    public func jobs(_ moments: [PlaybackMoment], of subjects: [PlaybackSubject], scale: Int) -> [LottieJob] {
        subjects.indices.map { index in
            let size = subjects[index].size
            return LottieJob(
                json: documents[index],
                frames: moments.filter { $0.subject == index }.map { $0.time * frameRates[index] },
                width: Int((size.width * Double(scale)).rounded(.up)),
                height: Int((size.height * Double(scale)).rounded(.up)))
        }
    }

    /// A player's check at each of `scales`: `count` whole frames and the half frames after
    /// them, of every document, shown by `play` and compared with ours; `player` names it.
    public func check(
        scales: [Int], fps: Double, count: Int, player: String, play: ([LottieJob]) throws -> [[RasterImage]]
    ) throws -> [PlaybackReport] {
        try scales.map { scale in
            let subjects = subjects.map { $0(scale) }
            let moments = PlaybackCheck.moments(of: subjects, fps: fps, count: count)
            let theirs = try play(jobs(moments, of: subjects, scale: scale)).flatMap { $0 }
            return try PlaybackCheck.compare(theirs, at: moments, of: subjects, fps: fps, player: "\(player)-\(scale)x")
        }
    }

    /// The binary's Lottie for `arguments`.
    public static func write(_ name: String, _ arguments: [String], fps: Double) throws -> String {
        let run = try BinaryRunner.run(arguments + ["--fps", String(fps), "--format", "lottie", "-o", "-"])
        guard run.status == 0 else { throw Failure(description: "\(name): \(run.stderr)") }
        return run.output
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func root(_ json: String) throws -> [String: Any] {
        guard let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw Failure(description: "a Lottie document that is not a JSON object")
        }
        return root
    }

    static func number(_ key: String, in root: [String: Any]) throws -> Double {
        guard let value = root[key] as? Double else { throw Failure(description: "a Lottie document without \(key)") }
        return value
    }
}
