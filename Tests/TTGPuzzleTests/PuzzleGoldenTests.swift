import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGPuzzle
import TTGScene
import TTGTestSupport
import Testing

/// Reference pictures of every shape, with and without shadows, on the
/// built-in background and on the JPEG fixture (small canvases, scale 1).
@Suite(.slow) struct PuzzleGoldenTests {
    static let photo: RasterImage = {
        let url = ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/puzzle/photo.jpg")
        return try! loadJPEG(bytes: [UInt8](try! Data(contentsOf: url)))
    }()

    static let shapes: [PuzzleShape] = [
        .classic, .square, .circle,
        .custom(try! Path(svgPathData: "M50 0 L61 35 L98 35 L68 57 L79 91 L50 70 L21 91 L32 57 L2 35 L39 35 Z")),
    ]

    static func configuration(_ shape: PuzzleShape, shadows: Bool, photo: Bool) -> PuzzleConfiguration {
        PuzzleConfiguration(
            canvasSize: Size(200, 120), shape: shape, pieceSize: Size(60, 60),
            background: photo ? .image(Self.photo) : .scenic,
            blank: Point(124, 34), position: Point(14, 34),
            pieceShadow: shadows ? PuzzleConfiguration.defaultShadow : nil,
            innerShadow: shadows ? PuzzleConfiguration.defaultShadow : nil)
    }

    @Test(arguments: shapes, [true, false])
    func scenic(shape: PuzzleShape, shadows: Bool) throws {
        let scene = PuzzleLayers(Self.configuration(shape, shadows: shadows, photo: false)).compositeScene
        try ImageComparison.assertMatchesGolden(
            try rasterize(scene), name: "puzzle/\(shape.name)\(shadows ? "" : "-flat")")
    }

    @Test(arguments: shapes, [true, false])
    func photo(shape: PuzzleShape, shadows: Bool) throws {
        let scene = PuzzleLayers(Self.configuration(shape, shadows: shadows, photo: true)).compositeScene
        try ImageComparison.assertMatchesGolden(
            try rasterize(scene), name: "puzzle/photo-\(shape.name)\(shadows ? "" : "-flat")")
    }

    /// `--image-fit fill`, our departure: the photo keeps its aspect ratio (the default stretches it).
    @Test func photoFillingTheCanvas() throws {
        var configuration = Self.configuration(.classic, shadows: true, photo: true)
        configuration.imageFit = .fill
        try ImageComparison.assertMatchesGolden(
            try rasterize(PuzzleLayers(configuration).compositeScene), name: "puzzle/photo-classic-fill")
    }

    /// Moments of the original's animations: snapAndFade halfway (the piece on its way, its shadow
    /// half gone) and shakeAndReset 0.2 s in (shaking while the reset has begun).
    @Test(arguments: [(PuzzleAnimation.snapAndFade, 0.15), (.shakeAndReset, 0.2)])
    func animationMoment(animation: PuzzleAnimation, time: Double) throws {
        let configuration = Self.configuration(.classic, shadows: true, photo: false)
        let scene = try animation.sceneAnimation(for: configuration).scene(time)
        try ImageComparison.assertMatchesGolden(try rasterize(scene), name: "puzzle/\(animation.rawValue)-\(time)")
    }

    /// The background a server sends: a generated landscape of its own, the real hole and a
    /// decoy on its row, both filled flat with the challenge's own light tint, no transparency.
    @Test func servedBackground() throws {
        var configuration = Self.configuration(.classic, shadows: true, photo: false)
        var generator = SplitMix64(seed: 42)
        configuration.background = .landscape(.random(using: &generator))
        configuration.holeColor = PuzzleHoleFill.random(using: &generator)
        configuration.decoys = [Point(40, 34)]
        try ImageComparison.assertMatchesGolden(
            try rasterize(PuzzleLayers(configuration).servedBackgroundScene), name: "puzzle/served-background")
    }

    @Test func layersOfARotatedRoundedPuzzle() throws {
        var configuration = Self.configuration(.classic, shadows: true, photo: false)
        configuration.rotation = 90
        configuration.cornerRadius = 12
        let layers = PuzzleLayers(configuration)
        try ImageComparison.assertMatchesGolden(
            try rasterize(layers.backgroundScene), name: "puzzle/rotated-background")
        try ImageComparison.assertMatchesGolden(try rasterize(layers.pieceScene), name: "puzzle/rotated-piece")
    }
}
