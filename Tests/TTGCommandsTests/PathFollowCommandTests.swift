import Foundation
import TTGCairo
import TTGCodecs
import TTGGIFReader
import TTGTestSupport
import Testing

/// `ttg-render path follow` through the built binary: where the shape's pixels are, decoded,
/// against the arc-length oracle of a rectangle route.
@Suite(.slow) struct PathFollowCommandTests {
    private func run(_ arguments: [String]) throws -> BinaryRunner.Result { try BinaryRunner.run(arguments) }

    /// The centroid of the opaque pixels, in points.
    private func centroid(_ path: String, scale: Double) throws -> (x: Double, y: Double) {
        let image = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        var (sx, sy, total) = (0.0, 0.0, 0.0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Double(image.pixel(x: x, y: y).alpha) / 255
                sx += a * (Double(x) + 0.5)
                sy += a * (Double(y) + 0.5)
                total += a
            }
        }
        return (sx / total / scale, sy / total / scale)
    }

    @Test func theSquareIsWhereTheArcLengthPutsIt() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        // A 6×6 square (its centroid is its anchor) on M10 10 H110 V60 H10 Z, 300 long, one trip in 3 s.
        for (time, x, y) in [(0.5, 60.0, 10.0), (1.25, 110, 35), (2.0, 60, 60), (2.9, 10, 20)] {
            let file = directory.appendingPathComponent("t\(time).png").path
            let result = try run([
                "path", "follow", "--d", "M0 0 h6 v6 h-6 Z", "--along", "M10 10 H110 V60 H10 Z", "--cycle", "3",
                "--canvas", "130x80", "--scale", "2", "--start", "\(time)", "-o", file,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let c = try centroid(file, scale: 2)
            #expect(abs(c.x - x) < 0.05 && abs(c.y - y) < 0.05, "t = \(time): \(c)")
        }
    }

    @Test func exportsLoopAndCountTrips() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let gif = directory.appendingPathComponent("plane.gif").path
        let looped = try run([
            "path", "follow", "--d", "M-6 -4 L6 0 L-6 4 Z", "--along", "M10 30 C10 0 60 0 60 30 C60 60 10 60 10 30 Z",
            "--show-path", "--cycle", "1.5", "--loop", "--fps", "10", "--json", "-o", gif,
        ])
        #expect(looped.status == 0, "\(looped.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: looped.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 15)
        // --trips 2 with --autoreverse: two trips there and back, 4 × 0.5 s; the natural length ends with a frame at 2 s.
        let frames = directory.appendingPathComponent("frames/").path + "/"
        let trips = try run([
            "path", "follow", "--d", "M0 0 h4 v4 h-4 Z", "--along", "M0 10 H50", "--cycle", "0.5", "--trips", "2",
            "--autoreverse", "--fps", "10", "--json", "-o", frames,
        ])
        #expect(trips.status == 0, "\(trips.stderr)")
        let counted = try #require(try JSONSerialization.jsonObject(with: trips.stdout) as? [String: Any])
        #expect(counted["frames"] as? Int == 21)
        let empty = try run(["path", "follow", "--d", "M0 0 h4", "--along", "M5 5", "-o", gif])
        #expect(empty.status == 65)
    }

    /// The trip is --cycle and --trips; the export's --duration and --repeat keep their meaning.
    @Test func exportOptionsKeepTheirMeaning() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let shape = ["path", "follow", "--d", "M0 0 h4 v4 h-4 Z", "--along", "M0 10 H50", "--fps", "10"]
        // One trip of 2 s, the first second of it: round(1 × 10) frames.
        let part = try run(shape + ["--trips", "1", "--duration", "1", "--json", "-o", directory.path + "/part/"])
        #expect(part.status == 0, "\(part.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: part.stdout) as? [String: Any])
        #expect(manifest["frames"] as? Int == 10)
        // --repeat 1: the GIF plays once (no NETSCAPE2.0 loop extension) and the shape stops at the end.
        let once = directory.appendingPathComponent("once.gif").path
        let played = try run(shape + ["--trips", "1", "--repeat", "1", "-o", once])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(try DecodedGIF(Array(Data(contentsOf: URL(fileURLWithPath: once)))).loopCount == nil)
        let forever = try run(shape + ["--trips", "1", "-o", once])
        #expect(forever.status == 0, "\(forever.stderr)")
        #expect(try DecodedGIF(Array(Data(contentsOf: URL(fileURLWithPath: once)))).loopCount == 0)
    }

    /// Halfway through an eased trip, the shape is halfway along the route: M10 10 L150 10 L150 90
    /// is 220 long, so at 110 it is at (120, 10).
    @Test func halfwayInTimeIsHalfwayAlongAnEasedTrip() throws {
        let file = try BinaryRunner.temporaryDirectory().appendingPathComponent("halfway.png").path
        let result = try run([
            "path", "follow", "--d", "M0 0 h16 v10 h-16 Z", "--along", "M10 10 L150 10 L150 90", "--trips", "1",
            "--timing", "easeInEaseOut", "--start", "1", "--scale", "2", "-o", file,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let c = try centroid(file, scale: 2)
        #expect(abs(c.x - 120) < 0.05 && abs(c.y - 10) < 0.05, "\(c)")
    }
}
