import Foundation
import TTGCairo
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// The files a captcha server sends (`background.png`, `piece.png`) give nothing away:
/// each test runs the built binary and looks at the files as a solver would.
@Suite(.slow) struct PuzzleServedTests {
    /// One challenge of a pool: its answer line and its decoded served files.
    struct Challenge {
        var blank: (x: Int, y: Int)
        var start: (x: Int, y: Int)
        var decoys: [(x: Int, y: Int)]
        var size: Int
        var pieceOrigin: (x: Int, y: Int)
        var backgroundBytes: Int
        var pieceBytes: Int
        var background: RasterImage
        var piece: RasterImage
        /// The preview the server keeps (not sent).
        var composite: RasterImage
    }

    /// Writes a pool with `arguments` and reads it back.
    static func pool(_ arguments: [String], count: Int) throws -> (challenges: [Challenge], stderr: String) {
        let dir = try BinaryRunner.temporaryDirectory()
        let result = try BinaryRunner.run(
            ["puzzle", "--out-dir", "pool", "--count", String(count), "--answer", "answers.jsonl", "--jobs", "2"]
                + arguments, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: dir.appendingPathComponent("answers.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        return (
            try lines.map { line in
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                func pair(_ value: Any?) -> (x: Int, y: Int) {
                    let numbers = value as! [Double]
                    return (Int(numbers[0]), Int(numbers[1]))
                }
                let folder = dir.appendingPathComponent("pool/\(object["challenge"] as! String)")
                let background = try Data(contentsOf: folder.appendingPathComponent("background.png"))
                let piece = try Data(contentsOf: folder.appendingPathComponent("piece.png"))
                let composite = try Data(contentsOf: folder.appendingPathComponent("composite.png"))
                return Challenge(
                    blank: pair(object["blank"]), start: pair(object["start"]),
                    decoys: ((object["decoys"] as? [[Double]]) ?? []).map { (Int($0[0]), Int($0[1])) },
                    size: pair(object["size"]).x, pieceOrigin: pair(object["pieceOrigin"]),
                    backgroundBytes: background.count, pieceBytes: piece.count,
                    background: try loadPNG(bytes: [UInt8](background)), piece: try loadPNG(bytes: [UInt8](piece)),
                    composite: try loadPNG(bytes: [UInt8](composite)))
            }, result.stderr
        )
    }

    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0, +) / n
        let mb = b.reduce(0, +) / n
        var (sab, saa, sbb) = (0.0, 0.0, 0.0)
        for (x, y) in zip(a, b) {
            sab += (x - ma) * (y - mb)
            saa += (x - ma) * (x - ma)
            sbb += (y - mb) * (y - mb)
        }
        return saa == 0 || sbb == 0 ? 0 : sab / (saa * sbb).squareRoot()
    }

    static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> ArraySlice<UInt8> {
        let i = (y * image.width + x) * 4
        return image.pixels[i..<(i + 4)]
    }

    /// Old leak: the background had a transparent hole (and transparent rounded corners), so the
    /// alpha channel alone gave the answer box.
    @Test func servedBackgroundsAreOpaque() throws {
        for extra in [[], ["--corner-radius", "12", "--canvas-color", "none"], ["--hole-color", "picture"]] {
            let (challenges, _) = try Self.pool(["--canvas", "160x100"] + extra, count: 20)
            for challenge in challenges {
                let alphas = stride(from: 3, to: challenge.background.pixels.count, by: 4).map {
                    challenge.background.pixels[$0]
                }
                #expect(alphas.allSatisfy { $0 == 255 }, "\(extra)")
            }
        }
    }

    /// The preview shows what a client shows: the served background, opaque, with the piece
    /// at its start; away from the piece and its shadow it is the background, pixel for pixel.
    @Test func theCompositeIsTheServedBackgroundWithThePiece() throws {
        let (challenges, _) = try Self.pool(["--canvas", "160x100", "--corner-radius", "12"], count: 10)
        for challenge in challenges {
            let (background, composite) = (challenge.background, challenge.composite)
            #expect(stride(from: 3, to: composite.pixels.count, by: 4).allSatisfy { composite.pixels[$0] == 255 })
            // The piece's box, grown by its shadow's reach (radius 4, offset 0,2 in points; 12 is ample).
            let near = (
                x: challenge.start.x - 12..<challenge.start.x + challenge.size + 12,
                y: challenge.start.y - 12..<challenge.start.y + challenge.size + 12
            )
            var differing = 0
            for y in 0..<background.height {
                for x in 0..<background.width where !(near.x.contains(x) && near.y.contains(y)) {
                    if Self.pixel(background, x, y) != Self.pixel(composite, x, y) { differing += 1 }
                }
            }
            #expect(differing == 0)
            #expect(composite.pixels != background.pixels, "the piece is drawn")
        }
    }

    /// Old leak: every challenge of a pool was cut from the same picture, so differencing two
    /// of them singled out both holes. Now their pictures differ nearly everywhere.
    @Test func differencingTwoChallengesSinglesOutNoHole() throws {
        let (challenges, _) = try Self.pool(["--canvas", "160x100", "--seed", "7"], count: 6)
        for (a, b) in zip(challenges, challenges.dropFirst()) {
            var differ = 0
            for y in 0..<a.background.height {
                for x in 0..<a.background.width where Self.pixel(a.background, x, y) != Self.pixel(b.background, x, y) {
                    differ += 1
                }
            }
            let fraction = Double(differ) / Double(a.background.width * a.background.height)
            #expect(fraction > 0.9, "only \(fraction) of the pixels differ")
        }
    }

    /// Served file sizes say nothing of the answer: |r| < 0.1 over 500 challenges, for the
    /// blank's x and y, and the start's y says nothing of the blank's.
    @Test func fileSizesAndStartsDoNotCorrelateWithTheAnswer() throws {
        let (challenges, _) = try Self.pool(["--canvas", "120x80", "--decoys", "1", "--seed", "11"], count: 500)
        let xs = challenges.map { Double($0.blank.x) }
        let ys = challenges.map { Double($0.blank.y) }
        for (name, sizes) in [
            ("background", challenges.map { Double($0.backgroundBytes) }),
            ("piece", challenges.map { Double($0.pieceBytes) }),
        ] {
            #expect(abs(Self.correlation(sizes, xs)) < 0.1, "\(name) size vs x")
            #expect(abs(Self.correlation(sizes, ys)) < 0.1, "\(name) size vs y")
        }
        // Old leak: the piece started on the hole's row in every challenge.
        #expect(abs(Self.correlation(challenges.map { Double($0.start.y) }, ys)) < 0.1)
        #expect(challenges.filter { $0.start.y == $0.blank.y }.count < 50)
        // Every piece file has the same size and the same box offset.
        #expect(Set(challenges.map { "\($0.piece.width)x\($0.piece.height)" }).count == 1)
        #expect(Set(challenges.map { "\($0.pieceOrigin.x),\($0.pieceOrigin.y)" }).count == 1)
        #expect(Set(challenges.map(\.pieceBytes)).count == 1, "piece files are stored: one size")
    }

    /// Old leak: the hole showed the piece's own pixels at half strength. Sliding the piece's
    /// opaque pixels over the background finds no place where most of them match exactly.
    @Test func theAnswerBoxIsNotFoundByExactSearch() throws {
        let (challenges, _) = try Self.pool(["--canvas", "120x80", "--seed", "5"], count: 2)
        for challenge in challenges {
            let (piece, background) = (challenge.piece, challenge.background)
            func words(_ image: RasterImage) -> [UInt32] {
                stride(from: 0, to: image.pixels.count, by: 4).map { i in
                    image.pixels[i..<(i + 4)].reduce(0) { $0 << 8 | UInt32($1) }
                }
            }
            let (pw, bw) = (words(piece), words(background))
            var opaque: [(x: Int, y: Int, value: UInt32)] = []
            for y in 0..<piece.height {
                for x in 0..<piece.width where pw[y * piece.width + x] & 0xFF == 255 {
                    opaque.append((x, y, pw[y * piece.width + x]))
                }
            }
            // An 18-point piece (0.22 of 80): 141 opaque pixels.
            #expect(opaque.count > 100)
            var best = 0.0
            for oy in -piece.height..<background.height {
                for ox in -piece.width..<background.width {
                    var matches = 0
                    var inside = 0
                    for p in opaque {
                        let (x, y) = (ox + p.x, oy + p.y)
                        guard x >= 0, y >= 0, x < background.width, y < background.height else { continue }
                        inside += 1
                        if bw[y * background.width + x] == p.value { matches += 1 }
                    }
                    if inside > opaque.count / 2 { best = max(best, Double(matches) / Double(inside)) }
                }
            }
            #expect(best < 0.5, "an exact search matches \(best) of the piece's pixels")
        }
    }

    /// Decoys look exactly like the real hole: the same pixels inside the body of the piece.
    @Test func decoysLookLikeTheRealHoleAndDoNotOverlap() throws {
        let (challenges, _) = try Self.pool(["--canvas", "200x120", "--decoys", "2", "--seed", "3"], count: 10)
        for challenge in challenges {
            #expect(challenge.decoys.count == 2)
            let holes = [challenge.blank] + challenge.decoys
            let side = challenge.size
            for (i, a) in holes.enumerated() {
                for b in holes.dropFirst(i + 1) {
                    #expect(abs(a.x - b.x) >= side || abs(a.y - b.y) >= side, "holes overlap")
                }
            }
            // The classic body is 25…100 of the box, its sockets past 75: compare 30…70.
            let inner = (side * 30 / 100)..<(side * 70 / 100)
            // Every hole is the same flat color with the same inner shadow.
            func mean(_ at: (x: Int, y: Int)) -> [Double] {
                var sum = [0.0, 0.0, 0.0]
                for dy in inner {
                    for dx in inner {
                        let p = Self.pixel(challenge.background, at.x + dx, at.y + dy)
                        for c in 0..<3 { sum[c] += Double(p[p.startIndex + c]) }
                    }
                }
                return sum.map { $0 / Double(inner.count * inner.count) }
            }
            let real = mean(challenge.blank)
            for decoy in challenge.decoys {
                for (a, b) in zip(real, mean(decoy)) { #expect(abs(a - b) < 2, "\(real) \(mean(decoy))") }
                for dy in inner {
                    for dx in inner {
                        let a = Self.pixel(challenge.background, challenge.blank.x + dx, challenge.blank.y + dy)
                        let b = Self.pixel(challenge.background, decoy.x + dx, decoy.y + dy)
                        #expect(zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 20 })
                    }
                }
            }
        }
    }

    /// A seeded pool is predictable: one warning line on standard error; an unseeded pool prints none.
    @Test func aSeededPoolWarns() throws {
        let seeded = try Self.pool(["--canvas", "120x80", "--seed", "1"], count: 2).stderr
        #expect(seeded.split(separator: "\n").count == 1)
        #expect(seeded.contains("predictable"))
        #expect(try Self.pool(["--canvas", "120x80"], count: 2).stderr.isEmpty)
    }

    /// Old leak: without --blank the single picture always had its hole at the same point.
    @Test func aSingleChallengeIsRandom() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        var answers: Set<String> = []
        for i in 0..<4 {
            let result = try BinaryRunner.run(["puzzle", "-o", "p\(i).png", "--answer", "a\(i).json"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            answers.insert(try String(contentsOf: dir.appendingPathComponent("a\(i).json"), encoding: .utf8))
        }
        #expect(answers.count > 1)
    }

    /// A rotated piece's file has the same size for every rotation.
    @Test func rotatedPiecesShareOneFrame() throws {
        var sizes: Set<String> = []
        for rotation in ["15", "45", "90"] {
            let (challenges, _) = try Self.pool(["--canvas", "160x100", "--rotate", rotation], count: 1)
            sizes.insert("\(challenges[0].piece.width)x\(challenges[0].piece.height)")
        }
        #expect(sizes.count == 1)
    }

    /// `--images DIR`: photos read once, each challenge cut from one of them; a bad file is named.
    @Test func photosFromAFolder() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let photos = dir.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PuzzleCommandTests.fixtures.appendingPathComponent("photo.jpg"),
            to: photos.appendingPathComponent("a.jpg"))
        try Data("notes".utf8).write(to: photos.appendingPathComponent("notes.txt"))
        let result = try BinaryRunner.run(
            ["puzzle", "--out-dir", "pool", "--count", "4", "--answer", "a.jsonl", "--images", "photos"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let first = try Data(contentsOf: dir.appendingPathComponent("pool/000001/background.png"))
        let second = try Data(contentsOf: dir.appendingPathComponent("pool/000002/background.png"))
        #expect(first != second)
        try Data("not an image".utf8).write(to: photos.appendingPathComponent("broken.png"))
        let bad = try BinaryRunner.run(
            ["puzzle", "--out-dir", "pool2", "--count", "4", "--answer", "b.jsonl", "--images", "photos"], in: dir)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("broken.png"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pool2").path))
    }
}
