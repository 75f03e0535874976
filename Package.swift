// swift-tools-version:6.0
import PackageDescription

/// What a content family's tests use: the model, the renderer, golden images and the built binary.
let familyTestDependencies: [Target.Dependency] = [
    "TTGGeometry", "TTGScene", "TTGCairo", "TTGCodecs", "TTGTestSupport", "TTGArguments", "ttg-render",
]

let package = Package(
    name: "ttg-render",
    products: [
        .executable(name: "ttg-render", targets: ["ttg-render"]),
        .library(name: "TTGBase", targets: ["TTGBase"]),
        .library(name: "TTGGeometry", targets: ["TTGGeometry"]),
        .library(name: "TTGScene", targets: ["TTGScene"]),
        .library(name: "TTGCairo", targets: ["TTGCairo"]),
        .library(name: "TTGCodecs", targets: ["TTGCodecs"]),
        .library(name: "TTGExport", targets: ["TTGExport"]),
        .library(name: "TTGSVG", targets: ["TTGSVG"]),
        .library(name: "TTGLottie", targets: ["TTGLottie"]),
        .library(name: "TTGVectorDrawable", targets: ["TTGVectorDrawable"]),
        // The families, for rendering and verifying in process (a Swift server's captchas).
        .library(name: "TTGEmoji", targets: ["TTGEmoji"]),
        .library(name: "TTGPuzzle", targets: ["TTGPuzzle"]),
        .library(name: "TTGRefresh", targets: ["TTGRefresh"]),
        // The captcha's protocol: challenges, verdicts, pass tokens, proof of work, the store.
        .library(name: "TTGCaptcha", targets: ["TTGCaptcha"]),
        // The HTTP service, for a Swift server that mounts its routes (docs/library.md).
        .library(name: "TTGHTTP", targets: ["TTGHTTP"]),
        .library(name: "TTGServe", targets: ["TTGServe"]),
    ],
    targets: [
        // MARK: - System libraries (Debian -dev packages, found by pkg-config)
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Animated output: GIF palettes from libimagequant (the GIF itself is written by
        // TTGCodecs), and WebP. giflib (no .pc file) decodes GIFs in the tests only.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        // PNG's IDAT: zlib streams compressed a whole buffer at a time.
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        // rlottie: an independent Lottie player, for the tests only (TTGTestSupport).
        .systemLibrary(
            name: "CRLottie", pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]),
        // libpng's classic reader needs setjmp, which Swift cannot call: a C wrapper.
        .target(name: "CPNGShim", linkerSettings: [.linkedLibrary("png16")]),
        // libjpeg's errors also need setjmp (its default handler calls exit()): a C wrapper.
        .target(name: "CJPEGShim", linkerSettings: [.linkedLibrary("jpeg")]),
        // GNU calls that Swift's Glibc module leaves out: syncfs(2), one flush for a whole captcha
        // pool; mallopt(3), to keep image buffers mapped between pictures; epoll(7) and an HTTP date
        // reader for the HTTP server.
        .target(name: "CGNUExtensions"),

        // MARK: - Foundation: what every module may use, importing no other of ours
        // An ordered JSON value, its quoting and the shortest decimals, Base64, hex, SHA-256 (OpenSSL's
        // libcrypto), "did you mean" suggestions, quoting a user's value in a message.
        .target(name: "TTGBase", dependencies: ["COpenSSL"]),

        // MARK: - Geometry and the picture model (pure Swift)
        .target(name: "TTGGeometry", dependencies: ["TTGBase"]),
        .target(name: "TTGScene", dependencies: ["TTGBase", "TTGGeometry"]),

        // MARK: - Content families (pure: configuration + time → Scene)
        .target(name: "TTGEmoji", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),
        .target(name: "TTGPuzzle", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),
        .target(name: "TTGRefresh", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),

        // MARK: - Vector writers (pure: Scene and its animation → a document)
        .target(name: "TTGSVG", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),
        .target(name: "TTGLottie", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),
        // Android's VectorDrawable and AnimatedVectorDrawable XML.
        .target(name: "TTGVectorDrawable", dependencies: ["TTGBase", "TTGGeometry", "TTGScene"]),

        // MARK: - Backend
        // Image files, no drawing: PNG and JPEG reading, PNG writing, the GIF encoder, the WebP container.
        .target(
            name: "TTGCodecs",
            dependencies: [
                "TTGBase",
                "TTGGeometry", "TTGScene", "CDeflate", "CPNG", "CPNGShim", "CImageQuant", "CWebP", "CJPEG",
                "CJPEGShim",
            ]),
        // Drawing a Scene: pixels (then PNG through TTGCodecs) and PDF.
        .target(name: "TTGCairo", dependencies: ["TTGGeometry", "TTGScene", "TTGCodecs", "CCairo", "CPango"]),

        // MARK: - Export (one call writes any output: a still, frames, GIF, WebP, animated SVG, Lottie, PDF)
        .target(
            name: "TTGExport",
            dependencies: [
                "TTGBase",
                "TTGGeometry", "TTGScene", "TTGCodecs", "TTGCairo", "TTGSVG", "TTGLottie", "TTGVectorDrawable",
                "CGNUExtensions",
            ]),

        // The showcase on built-in defaults, with its index page (`ttg-render demo`).
        .target(
            name: "TTGShowcase",
            dependencies: [
                "TTGBase",
                "TTGGeometry", "TTGScene", "TTGEmoji", "TTGPuzzle", "TTGRefresh", "TTGSVG", "TTGCairo", "TTGExport",
            ],
            // The index page's template, built into the binary.
            resources: [.embedInCode("Pages/index.html")]),

        // MARK: - The HTTP service
        // HTTP machinery for the service, knowing nothing of rendering: an HTTP/1.1 server of its
        // own (epoll and a worker pool; strict request parsing), the response cache, the bound on
        // renders in flight, the metrics.
        .target(name: "TTGHTTP", dependencies: ["TTGBase", "CGNUExtensions"]),

        // MARK: - The captcha's protocol
        // SQLite, the embedded store of challenges and tokens; OpenSSL's libcrypto for HMAC-SHA-256.
        // These three link their static archives (from the same -dev packages: `:libNAME.a` in the
        // module maps): only the service uses them, and as shared libraries the dynamic loader
        // resolved their 6,000 symbols at every start, 7.4 M instructions of every command.
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "COpenSSL",
            providers: [.apt(["libssl-dev"])]),
        // hiredis, the client of the Redis store that several nodes share.
        .systemLibrary(
            name: "CHiredis",
            providers: [.apt(["libhiredis-dev"])]),
        // Challenges, verdicts, pass tokens and proof of work, held in a store; knows nothing of HTTP
        // or drawing.
        // The proof of work as the best attacker solves it (OpenSSL's block function, the prefix's
        // midstate reused): the rate the service prices its work from.
        .target(name: "CWorkSolver", dependencies: ["COpenSSL"]),
        .target(
            name: "TTGCaptcha",
            dependencies: ["TTGBase", "TTGGeometry", "TTGPuzzle", "CSQLite", "COpenSSL", "CHiredis", "CWorkSolver"]),

        // MARK: - Commands and their front ends
        // Command lines from declarations: options, parsing, help, usage, completions, the manual page.
        .target(name: "TTGArguments", dependencies: ["TTGBase"]),
        // Every command's declaration and plan (path, emoji, puzzle, refresh, styles, hit, demo) and
        // the export options they share: what both front ends run, importing neither.
        .target(
            name: "TTGCommands",
            dependencies: [
                "TTGBase", "TTGArguments", "TTGGeometry", "TTGScene", "TTGCairo", "TTGCodecs", "TTGSVG", "TTGLottie",
                "TTGVectorDrawable", "TTGExport", "TTGEmoji", "TTGPuzzle", "TTGRefresh", "TTGShowcase", "TTGCaptcha",
                "CGNUExtensions",
            ]),
        // The HTTP application: `serve` (its declaration, settings and limits), the render endpoints,
        // the captcha's endpoints, pool and drawing, the widget and the playground, over TTGHTTP's server.
        .target(
            name: "TTGServe",
            dependencies: [
                "TTGBase", "TTGCommands", "TTGArguments", "TTGGeometry", "TTGScene", "TTGExport", "TTGPuzzle",
                "TTGHTTP",
                "TTGCaptcha",
            ],
            // The pages and the widget's script, as files, built into the binary: one file to deploy.
            resources: [
                .embedInCode("Pages/widget.js"), .embedInCode("Pages/widget.css"),
                .embedInCode("Pages/widget-worker.js"), .embedInCode("Pages/widget-solver.js"),
                .embedInCode("Pages/captcha.html"),
                .embedInCode("Pages/playground.html"),
            ]),
        // The command line: parsing, dispatch, help, `completions` and `man`, exit statuses.
        .target(
            name: "TTGRenderCLI",
            dependencies: ["TTGBase", "TTGArguments", "TTGCommands", "TTGExport", "CGNUExtensions"]),
        // The program: the command line over the commands and `serve`, assembled in main.swift.
        .executableTarget(name: "ttg-render", dependencies: ["TTGRenderCLI", "TTGCommands", "TTGServe"]),
        .executableTarget(
            name: "ttg-bench",
            dependencies: [
                "TTGGeometry", "TTGScene", "TTGCairo", "TTGCodecs", "TTGSVG", "TTGRefresh", "TTGCommands", "TTGServe",
                "TTGGIFReader", "TTGEmoji", "TTGExport", "TTGProcessSupport", "TTGCaptcha", "TTGPuzzle",
            ]),

        // MARK: - Tests
        // An animated GIF read back with giflib, for the tests and the bench's quality row.
        .target(name: "TTGGIFReader", dependencies: ["CGIF"]),
        // Golden-image comparison and the binary runner, shared by every test target.
        // What the tests and the bench share without the Testing framework: the built binary, its
        // service and a Redis server as processes, a raw HTTP client, synthetic drags.
        .target(name: "TTGProcessSupport", dependencies: ["TTGGeometry", "TTGPuzzle"]),
        .target(
            name: "TTGTestSupport",
            dependencies: [
                "TTGProcessSupport", "TTGScene", "TTGCairo", "TTGCodecs", "TTGSVG", "TTGRefresh", "CRLottie",
            ]),
        .testTarget(name: "TTGHTTPTests", dependencies: ["TTGHTTP", "TTGTestSupport"]),
        .testTarget(
            name: "TTGCaptchaTests",
            dependencies: [
                "TTGBase", "TTGCaptcha", "TTGPuzzle", "TTGGeometry", "TTGTestSupport", "TTGProcessSupport",
                "ttg-render",
            ]),
        .testTarget(name: "TTGGeometryTests", dependencies: ["TTGBase", "TTGGeometry"]),
        .testTarget(name: "TTGSceneTests", dependencies: ["TTGBase", "TTGScene", "TTGTestSupport"]),
        // The writers' documents, and every animating command's file played by independent
        // engines (Chromium and Firefox for SMIL, rlottie and ThorVG for Lottie) against the
        // command's own stills.
        .testTarget(
            name: "TTGSVGTests",
            dependencies: [
                "TTGSVG", "TTGScene", "TTGGeometry", "TTGRefresh", "TTGCairo", "TTGCodecs", "TTGTestSupport",
                "ttg-render",
            ]),
        .testTarget(
            name: "TTGLottieTests",
            dependencies: [
                "TTGLottie", "TTGScene", "TTGGeometry", "TTGRefresh", "TTGCairo", "TTGCodecs", "TTGTestSupport",
                "ttg-render",
            ]),
        // Vector drawables as the binary writes them: linked by aapt2, drawn by resvg through a
        // converter of the tests' own, against the command's PNG.
        .testTarget(
            name: "TTGVectorDrawableTests",
            dependencies: [
                "TTGVectorDrawable", "TTGScene", "TTGGeometry", "TTGRefresh", "TTGCairo", "TTGCodecs", "TTGTestSupport",
                "ttg-render",
            ]),
        .testTarget(
            name: "TTGCairoTests",
            dependencies: [
                "TTGTestSupport", "TTGGIFReader", "TTGCairo", "TTGCodecs", "TTGScene", "TTGGeometry", "CCairo", "CWebP",
            ]),
        .testTarget(
            name: "TTGCodecsTests",
            dependencies: [
                "TTGCodecs", "TTGTestSupport", "TTGGIFReader", "TTGCairo", "TTGScene", "TTGGeometry", "CWebP",
            ]),
        .testTarget(
            name: "TTGExportTests",
            dependencies: ["TTGExport", "TTGEmoji", "TTGCodecs", "TTGGIFReader", "TTGTestSupport"]),
        .testTarget(name: "TTGEmojiTests", dependencies: familyTestDependencies + ["TTGEmoji"]),
        .testTarget(name: "TTGPuzzleTests", dependencies: familyTestDependencies + ["TTGPuzzle"]),
        .testTarget(name: "TTGRefreshTests", dependencies: familyTestDependencies + ["TTGRefresh", "TTGGIFReader"]),
        .testTarget(name: "TTGArgumentsTests", dependencies: ["TTGArguments", "TTGCommands", "TTGGeometry"]),
        // The commands through the program: in process and as the built binary.
        .testTarget(
            name: "TTGCommandsTests",
            dependencies: [
                "TTGBase", "TTGArguments", "TTGCommands", "TTGRenderCLI", "TTGServe", "TTGExport", "TTGGeometry",
                "TTGScene", "TTGCairo", "TTGCodecs", "TTGSVG", "TTGRefresh", "TTGTestSupport", "TTGGIFReader",
                "ttg-render",
            ]),
        // The HTTP application: requests, the captcha's endpoints and widget, conformance, by the built binary.
        .testTarget(
            name: "TTGServeTests",
            dependencies: [
                "TTGServe", "TTGCommands", "TTGArguments", "TTGHTTP", "TTGCaptcha", "TTGPuzzle", "TTGGeometry",
                "TTGCodecs", "TTGProcessSupport", "TTGTestSupport", "ttg-render",
            ]),
    ]
)
