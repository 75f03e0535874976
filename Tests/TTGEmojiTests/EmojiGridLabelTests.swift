import Foundation
import TTGCairo
import TTGCodecs
import TTGGeometry
import TTGScene
import TTGTestSupport
import Testing

@testable import TTGEmoji

/// The contact sheet's labels, measured as Pango lays them out: one line each, no two
/// touching, all on the canvas, from the smallest face up.
@Suite struct EmojiGridLabelTests {
    static let sizes: [Double] = [
        EmojiFace.sizeRange.lowerBound, 9, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44,
        48, 50, 56, 60, 64, 72, 80, 96, 110, 128, 160, 190, 220,
    ]
    /// Scales whose rates make short and long labels: 0…5, 0.2 steps, signed decimals, thousands.
    static let scales: [RateScale] = [
        .standard,
        try! RateScale(minimum: 0, maximum: 1),
        try! RateScale(minimum: -1.5, maximum: 3.33),
        try! RateScale(minimum: 0, maximum: 12000, step: 0.5),
    ]

    private func texts(_ scene: Scene) -> [TextNode] {
        scene.nodes.compactMap { node in if case .text(let text) = node { return text } else { return nil } }
    }

    @Test(arguments: sizes)
    func labelsAreOneLineApartAndOnTheCanvas(_ size: Double) throws {
        for (index, scale) in Self.scales.enumerated() {
            for columns in [6, 2, 11] {
                let grid = EmojiGrid(face: EmojiFace(scale: scale, size: size), columns: columns)
                let scene = grid.scene()
                let labels = texts(scene)
                #expect(
                    labels.count == grid.presets.count * columns
                        + (grid.labeling == .presetHeadings ? grid.presets.count : 0))
                let boxes = try labels.map { label -> Rect in
                    let measured = try measureText(label)
                    #expect(
                        measured.lineCount == 1,
                        "size \(size), scale \(index), \(columns) columns: '\(label.string)' wraps")
                    return measured.logicalBounds
                }
                let what = "size \(size), scale \(index), \(columns) columns"
                for (i, a) in boxes.enumerated() {
                    #expect(
                        a.minX >= 0 && a.minY >= 0 && a.maxX <= scene.size.width && a.maxY <= scene.size.height,
                        "\(what): '\(labels[i].string)' at \(a) leaves the \(scene.size) canvas")
                    for (j, b) in boxes.enumerated() where j > i {
                        let apart = a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY
                        #expect(apart, "\(what): '\(labels[i].string)' \(a) overlaps '\(labels[j].string)' \(b)")
                    }
                }
            }
        }
    }

    @Test func smallFacesGetPresetHeadingsAndLargeOnesFullLabels() throws {
        let small = EmojiGrid(face: EmojiFace(size: 24))
        #expect(small.labeling == .presetHeadings)
        let strings = texts(small.scene()).map(\.string)
        #expect(strings.prefix(7) == ["classic", "0", "1", "2", "3", "4", "5"])
        for size in [24.0, 32, 40] { #expect(EmojiGrid(face: EmojiFace(size: size)).labeling == .presetHeadings) }
        for size in [50.0, 72, 96, 220, 2000] {
            let grid = EmojiGrid(face: EmojiFace(size: size))
            #expect(grid.labeling == .rateAndPreset, "size \(size)")
            #expect(texts(grid.scene()).first?.string == "0 · classic")
        }
        // Headings take a line per row; the faces keep their spacing unless the rates need more.
        let gap24: Double = 24 * 0.14
        let cell24: Double = 24 + gap24
        let row24: Double = 1.6 * 7 + 24 + 2.2 * 7 + gap24
        #expect(abs(small.size.width - (6 * cell24 + gap24)) < 1e-9)
        #expect(abs(small.size.height - (5 * row24 + gap24)) < 1e-9)
        // At 8 points "0.2" (11.1 points at 7) is wider than a cell: the cells widen.
        let gap8: Double = 8 * 0.14
        #expect(EmojiGrid(face: EmojiFace(size: 8)).size.width == 6 * (8 + gap8) + gap8)
        let tenths = EmojiGrid(face: EmojiFace(scale: try RateScale(minimum: 0, maximum: 1), size: 8))
        #expect(tenths.size.width > 6 * (8 + gap8) + gap8)
    }

    @Test func estimateNeverFallsShortOfPango() throws {
        // The model lays labels out with its own estimate of their width; Pango's must not be wider,
        // nor narrower by more than kerning can tighten (a tenth of a point a character), and a line
        // is as tall as the model thinks.
        for preset in ExpressionPreset.allCases {
            for rate in [0.0, 1, 2.5, 3.33, -1.67, 10000, 9999.99] {
                for fontSize in [7.0, 9.5, 15.84] {
                    for text in [
                        "\(EmojiGrid.format(rate)) · \(preset.rawValue)", EmojiGrid.format(rate), preset.rawValue,
                    ] {
                        let measured = try measureText(TextNode(text, placement: .origin(.zero), fontSize: fontSize))
                        let estimate = LabelWidth.of(text, fontSize: fontSize)
                        #expect(measured.lineCount == 1)
                        #expect(measured.logicalBounds.width <= estimate, "'\(text)' at \(fontSize)")
                        #expect(
                            measured.logicalBounds.width >= estimate - 0.1 * Double(text.count),
                            "'\(text)' at \(fontSize)")
                        #expect(abs(measured.logicalBounds.height - LabelWidth.lineHeight * fontSize) < 0.02 * fontSize)
                    }
                }
            }
        }
        // What the table does not know counts as an em (and a Pango unit).
        #expect(LabelWidth.of("Ж", fontSize: 10) == 10 + 1.0 / 1024)
    }
}

/// The sheet's labels read on the background it is shown on (`--background`): the last row's
/// labels, measured on the decoded picture at 2× (``TextContrast``), at 4.5:1 or more on dark,
/// black, brand and light backgrounds and on its own paper.
@Suite struct EmojiGridLabelContrastTests {
    @Test(arguments: [nil, "#1C1C1E", "black", "#1461F2", "white"])
    func labelsReadOnTheBackground(background: String?) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arguments = ["emoji", "--grid", "--size", "48", "--scale", "2", "-o", "grid.png"]
        let result = try BinaryRunner.run(arguments + (background.map { ["--background", $0] } ?? []), in: dir)
        try #require(result.status == 0, "\(result.stderr)")
        let image = try loadPNG(bytes: Array(try Data(contentsOf: dir.appendingPathComponent("grid.png"))))
        let lines = TextContrast.lines(image, x: 0..<image.width, y: (image.height - 30)..<(image.height - 2))
        #expect(lines.count == 1 && lines.allSatisfy { $0 >= 4.5 }, "\(background ?? "paper"): \(lines)")
    }
}
