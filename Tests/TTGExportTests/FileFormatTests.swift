import TTGExport
import Testing

/// The format table, read the way `-o` reads a path.
@Suite struct FileFormatTests {
    /// What each extension must become, stated here from the formats themselves: GIF and WebP hold
    /// every frame, SVG, Lottie and an Android VectorDrawable (`.xml`, animated an
    /// AnimatedVectorDrawable) the motion itself, PNG, JPEG and PDF one still, and a dotLottie
    /// archive (`.lottie`) and a Telegram sticker (`.tgs`) only animations.
    static let expected: [(path: String, target: OutputTarget)] = [
        ("a.png", .picture(.png)), ("a.jpg", .picture(.jpeg)), ("a.PDF", .picture(.pdf)), ("a.svg", .picture(.svg)),
        ("a.json", .picture(.lottie)), ("a.gif", .animation(.gif)), ("a.webp", .animation(.webp)),
        ("a.lottie", .animation(.dotLottie)), ("a.TGS", .animation(.tgs)), ("a.xml", .picture(.vectorDrawable)),
    ]

    @Test func everyExtensionResolvesToItsFormat() throws {
        for (path, target) in Self.expected {
            #expect(try OutputTarget.resolve(path: path, format: nil) == target, "\(path)")
        }
        #expect(Set(Self.expected.map { "\($0.target)" }).count == FileFormat.allCases.count)
    }

    @Test func anAnimationWrittenToAVectorPictureIsOneAnimatedFile() throws {
        #expect(try OutputTarget.resolve(path: "a.svg", format: nil).animating == .animation(.svg))
        #expect(try OutputTarget.resolve(path: "a.json", format: nil).animating == .animation(.lottie))
        #expect(try OutputTarget.resolve(path: "a.xml", format: nil).animating == .animation(.vectorDrawable))
        #expect(try OutputTarget.resolve(path: "a.png", format: nil).animating == .picture(.png))
    }

    /// JPEG's two spellings name it; its files get `.jpg`, frames too.
    @Test func jpegHasTwoExtensions() throws {
        #expect(try OutputTarget.resolve(path: "a.JPEG", format: nil) == .picture(.jpeg))
        #expect(try OutputTarget.resolve(path: "f_%02d.jpeg", format: nil).format == .jpeg)
        #expect(
            try OutputTarget.resolve(path: "out/", format: .jpeg)
                == .frameFiles(.directory("out/", extension: "jpg"), .jpeg))
        #expect(FileFormat.jpeg.mediaType == "image/jpeg")
    }

    /// `.lottie` is the dotLottie zip of Lottie animations, never a picture or frames; Lottie JSON is `.json`.
    @Test func aDotLottieIsAnArchiveOfAnimations() {
        #expect(!FileFormat.dotLottie.writesPictures && FileFormat.dotLottie.isLottie)
        #expect(FileFormat.dotLottie.mediaType == "application/zip")
        #expect(throws: ExportError.self) { try OutputTarget.resolve(path: "out/", format: .dotLottie) }
    }

    /// `.tgs` is a Telegram sticker: gzipped Lottie, binary, always an animation, played at 60 fps
    /// unless told; it holds no markers.
    @Test func aTelegramStickerIsAnAnimationOnly() {
        #expect(!FileFormat.tgs.writesPictures && !FileFormat.tgs.isLottie && FileFormat.tgs.isBinary)
        #expect(
            FileFormat.tgs.motion == .vector && FileFormat.tgs.defaultFPS == 60 && FileFormat.lottie.defaultFPS == nil)
        #expect(FileFormat.tgs.mediaType == "application/x-tgsticker" && FileFormat.tgs.name == "Telegram sticker")
        #expect(throws: ExportError.self) { try OutputTarget.resolve(path: "out/", format: .tgs) }
    }

    @Test func framesTakeTheFormatsExtension() throws {
        #expect(
            try OutputTarget.resolve(path: "out/", format: .lottie)
                == .frameFiles(.directory("out/", extension: "json"), .lottie))
        #expect(throws: ExportError.self) { try OutputTarget.resolve(path: "out/", format: .gif) }
    }

    @Test func listsInMessagesFollowTheTable() {
        #expect(
            FileFormat.extensions(of: FileFormat.animatedFiles) == ".gif, .webp, .svg, .json, .lottie, .tgs or .xml")
        #expect(FileFormat.extensions(of: FileFormat.pictures, joinedBy: nil) == ".png, .jpg, .svg, .pdf, .json, .xml")
        #expect(
            FileFormat.listed(FileFormat.allCases.map(\.name), joinedBy: "and")
                == "PNG, JPEG, SVG, PDF, Lottie, GIF, WebP, dotLottie, Telegram sticker and VectorDrawable")
    }

    @Test func onlyGIFAndWebPLimitTheFrameRate() {
        #expect(FileFormat.gif.frameRateProblem(50) == nil && FileFormat.gif.frameRateProblem(51) != nil)
        #expect(FileFormat.webp.frameRateProblem(90) == nil && FileFormat.webp.frameRateProblem(120) != nil)
        #expect(FileFormat.svg.frameRateProblem(240) == nil && FileFormat.lottie.frameRateProblem(240) == nil)
    }
}
