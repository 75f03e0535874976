import Foundation
import TTGArguments
import TTGPuzzle

/// A pool's challenges, drawn in order from one generator as the workers ask for them.
///
/// Drawing in order keeps a seeded pool the same whatever `--jobs` and `--shard` are;
/// drawing on demand lets a worker draw the next challenge while the other renders, where
/// drawing them all first kept every worker waiting (a tenth of a millisecond a challenge).
final class PuzzlePoolDraws: @unchecked Sendable {
    private let settings: PuzzleSettings
    private let lock = NSLock()
    private var generator: PuzzleRandom
    private var drawn: [PuzzleConfiguration] = []

    init(_ settings: PuzzleSettings) {
        self.settings = settings
        generator = settings.makeGenerator()
    }

    /// The configuration of challenge `index` (from 0), drawing every one before it first.
    func configuration(at index: Int) throws -> PuzzleConfiguration {
        lock.lock()
        defer { lock.unlock() }
        while drawn.count <= index { drawn.append(try settings.configuration(using: &generator)) }
        return drawn[index]
    }
}
