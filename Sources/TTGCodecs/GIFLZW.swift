/// GIF's LZW compression of a frame's indices, and the choice of indices that compresses best.
///
/// Codes are written as giflib writes them (and as every GIF decoder reads them): a clear
/// code first; a code's width grows by one bit when the next code to assign no longer fits;
/// when the dictionary reaches code 4095 a clear code starts it over; the end code last.
/// The codes are packed least significant bit first into sub-blocks of at most 255 bytes.
///
/// For the pixels of a frame that may be either of two indices (left transparent, or drawn
/// in the color already shown), ``choose(_:minimumCodeSize:preferringSecond:)`` runs the
/// dictionary along and takes, pixel by pixel, the option that extends the string being
/// matched; between two that both do or neither does, the one whose string the next pixel
/// extends, else the one that repeats the pixel before. ``bits(_:minimumCodeSize:)``
/// measures another candidate.
///
/// The encoder runs these several times a frame, in order, so they are written for speed:
/// the dictionary is one table of stamped entries, read through a pointer.
final class GIFLZW {
    /// What a pixel may be: `first`, or `second` when it is not nil.
    struct Options {
        var first: UInt8
        var second: UInt8?
    }

    /// How many pixels ahead ``choose(_:minimumCodeSize:preferringSecond:)`` follows a
    /// string to compare two options.
    static let lookahead = 64

    /// The first code that is never assigned: codes are at most 12 bits.
    static let codeLimit = 4095

    /// The dictionary of every run: see ``Strings``.
    private let table = UnsafeMutablePointer<UInt32>.allocate(capacity: Strings.capacity)
    /// The generation of the last dictionary started.
    private var generation: UInt32 = 0

    init() {
        table.initialize(repeating: 0, count: Strings.capacity)
    }

    deinit {
        table.deallocate()
    }

    /// The minimum code size for indices below `count`: their bits, at least 2.
    static func minimumCodeSize(indexCount count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return max(bits, 2)
    }

    /// The strings of one dictionary: the code of string (prefix, index) is at
    /// `prefix << 8 | index`, as `generation << 12 | code`, valid when its generation is the
    /// current one (so starting over clears nothing).
    struct Strings {
        static let capacity = 4096 << 8
        /// Generations fit in the 20 bits above a code.
        static let generations: UInt32 = 1 << 20

        let table: UnsafeMutablePointer<UInt32>
        var generation: UInt32

        @inline(__always) func code(_ prefix: Int, _ index: UInt8) -> Int? {
            let entry = table[prefix << 8 | Int(index)]
            return entry >> 12 == generation ? Int(entry & 0xFFF) : nil
        }

        @inline(__always) func add(_ prefix: Int, _ index: UInt8, code: Int) {
            table[prefix << 8 | Int(index)] = generation << 12 | UInt32(code)
        }

        /// An empty dictionary: the next generation (the table cleared when they run out).
        @inline(__always) mutating func startOver() {
            generation += 1
            if generation == Self.generations {
                table.update(repeating: 0, count: Self.capacity)
                generation = 1
            }
        }
    }

    /// Runs the compressor over the pixels, `pick(i, current, strings)` choosing pixel i's
    /// index given the code being matched (-1 at the start) and the dictionary;
    /// `emit(code, width)` receives every code.
    @inline(__always)
    private func run(
        count: Int, minimumCodeSize: Int, pick: (Int, Int, Strings) -> UInt8, emit: (Int, Int) -> Void
    ) {
        var strings = Strings(table: table, generation: generation)
        defer { generation = strings.generation }
        strings.startOver()
        let clear = 1 << minimumCodeSize
        var width = minimumCodeSize + 1
        var next = clear + 2
        emit(clear, width)
        var current = -1
        for i in 0..<count {
            let index = pick(i, current, strings)
            guard current >= 0 else {
                current = Int(index)
                continue
            }
            if let code = strings.code(current, index) {
                current = code
                continue
            }
            emit(current, width)
            if next >= 1 << width, width < 12 { width += 1 }
            if next >= Self.codeLimit {
                emit(clear, width)
                strings.startOver()
                (width, next) = (minimumCodeSize + 1, clear + 2)
            } else {
                strings.add(current, index, code: next)
                next += 1
            }
            current = Int(index)
        }
        if current >= 0 {
            emit(current, width)
            if next >= 1 << width, width < 12 { width += 1 }
        }
        emit(clear + 1, width)
    }

    /// One index for every pixel, chosen greedily for long strings, and the bits they take.
    /// Where both options reach as far, the first is taken, or the second when
    /// `preferringSecond` (or when it repeats the pixel before, at the start of a string).
    func choose(_ options: [Options], minimumCodeSize: Int, preferringSecond: Bool = false) -> (
        indices: [UInt8], bits: Int
    ) {
        var total = 0
        let chosen = [UInt8](unsafeUninitializedCapacity: options.count) { chosen, initialized in
            options.withUnsafeBufferPointer { options in
                run(
                    count: options.count, minimumCodeSize: minimumCodeSize,
                    pick: { i, current, strings in
                        let option = options[i]
                        var pick = option.first
                        if let second = option.second {
                            // How many of the next pixels the string with code `c` goes on with,
                            // each pixel taking whichever of its options the dictionary has (the
                            // first if both).
                            func reach(_ c: Int) -> Int {
                                var (c, j) = (c, i + 1)
                                let end = min(options.count, i + 1 + Self.lookahead)
                                while j < end {
                                    let next = options[j]
                                    if let extended = strings.code(c, next.first) {
                                        c = extended
                                    } else if let other = next.second, let extended = strings.code(c, other) {
                                        c = extended
                                    } else {
                                        break
                                    }
                                    j += 1
                                }
                                return j - i - 1
                            }
                            let (withFirst, withSecond) =
                                current >= 0
                                ? (strings.code(current, option.first), strings.code(current, second)) : (nil, nil)
                            switch (withFirst, withSecond) {
                            case (nil, .some): pick = second
                            case (.some(let a), .some(let b)):
                                let (reachFirst, reachSecond) = (reach(a), reach(b))
                                if reachSecond > reachFirst || (preferringSecond && reachSecond == reachFirst) {
                                    pick = second
                                }
                            case (.some, nil): break
                            case (nil, nil):
                                // The string ends here; the next one starts with this pixel.
                                let (a, b) = (reach(Int(option.first)), reach(Int(second)))
                                if b > a || (a == b && (preferringSecond || (i > 0 && second == chosen[i - 1]))) {
                                    pick = second
                                }
                            }
                        }
                        chosen[i] = pick
                        return pick
                    }, emit: { total += $1 })
            }
            initialized = options.count
        }
        return (chosen, total)
    }

    /// The bits the compressed indices take.
    func bits(_ indices: [UInt8], minimumCodeSize: Int) -> Int {
        var total = 0
        indices.withUnsafeBufferPointer { indices in
            run(
                count: indices.count, minimumCodeSize: minimumCodeSize, pick: { i, _, _ in indices[i] },
                emit: { total += $1 })
        }
        return total
    }

    /// The image data of a frame: the minimum code size, then the codes in sub-blocks, then an empty block.
    func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(indices.count / 2 + 16)
        var (buffer, bufferBits) = (0, 0)
        indices.withUnsafeBufferPointer { indices in
            run(
                count: indices.count, minimumCodeSize: minimumCodeSize, pick: { i, _, _ in indices[i] },
                emit: { code, width in
                    buffer |= code << bufferBits
                    bufferBits += width
                    while bufferBits >= 8 {
                        data.append(UInt8(buffer & 0xFF))
                        buffer >>= 8
                        bufferBits -= 8
                    }
                })
        }
        if bufferBits > 0 { data.append(UInt8(buffer & 0xFF)) }
        var blocks: [UInt8] = [UInt8(minimumCodeSize)]
        blocks.reserveCapacity(data.count + data.count / 255 + 3)
        for start in stride(from: 0, to: data.count, by: 255) {
            let end = min(start + 255, data.count)
            blocks.append(UInt8(end - start))
            blocks += data[start..<end]
        }
        blocks.append(0)
        return blocks
    }
}
