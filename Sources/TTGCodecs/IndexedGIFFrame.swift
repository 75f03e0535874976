/// What ``AnimatedGIFEncoder`` writes of one frame: the rectangle that changed, reduced
/// to palette indices.
///
/// The initializer checks that the frame is consistent: every index names a palette entry
/// and the transparent index, if any, is one of them.
struct IndexedGIFFrame: Hashable, Sendable {
    /// A palette entry: GIF colors are 8-bit RGB with no alpha.
    struct RGB: Hashable, Sendable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// The rectangle's place on the logical screen, in pixels from its top left corner.
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    /// The frame's own colors (a local color table), or nil for the file's shared ``GIFPalette``.
    let palette: [RGB]?
    /// The entry that leaves the screen as it is (transparent where nothing was drawn), if any.
    let transparentIndex: UInt8?
    /// `width * height` palette indices, rows top to bottom.
    let indices: [UInt8]
    /// The number of entries the indices may name (the shared palette's, when `palette` is nil).
    let colorCount: Int

    init(
        left: Int, top: Int, width: Int, height: Int, palette: [RGB]?, colorCount: Int, transparentIndex: UInt8?,
        indices: [UInt8]
    ) {
        precondition(
            width > 0 && height > 0 && indices.count == width * height,
            "IndexedGIFFrame: \(indices.count) indices for \(width)x\(height) pixels")
        precondition((1...256).contains(colorCount), "IndexedGIFFrame: \(colorCount) palette colors")
        precondition(
            transparentIndex.map { Int($0) < colorCount } ?? true,
            "IndexedGIFFrame: transparent index outside the palette")
        precondition(indices.allSatisfy { Int($0) < colorCount }, "IndexedGIFFrame: an index outside the palette")
        (self.left, self.top, self.width, self.height) = (left, top, width, height)
        self.palette = palette
        self.transparentIndex = transparentIndex
        self.indices = indices
        self.colorCount = colorCount
    }

    /// The frame with its indices into the shared palette renumbered: `newIndex[i]` for `i`.
    func renumbered(_ newIndex: [UInt8]) -> IndexedGIFFrame {
        precondition(palette == nil, "IndexedGIFFrame: a local color table is not renumbered")
        return IndexedGIFFrame(
            left: left, top: top, width: width, height: height, palette: nil, colorCount: colorCount,
            transparentIndex: transparentIndex.map { newIndex[Int($0)] }, indices: indices.map { newIndex[Int($0)] })
    }

    /// The frame with the fewest entries it needs: a local color table keeps only the colors
    /// used (the transparent entry last), and with the shared palette the transparent index
    /// becomes the lowest entry the frame does not use, so that its indices need as few bits
    /// as possible.
    func compacted() -> IndexedGIFFrame {
        var used = [Bool](repeating: false, count: 256)
        for index in indices { used[Int(index)] = true }
        if let palette {
            var newIndex = [UInt8](repeating: 0, count: 256)
            var colors: [RGB] = []
            for (i, color) in palette.enumerated() where used[i] && UInt8(i) != transparentIndex {
                newIndex[i] = UInt8(colors.count)
                colors.append(color)
            }
            var transparent: UInt8?
            if let transparentIndex, used[Int(transparentIndex)] {
                transparent = UInt8(colors.count)
                newIndex[Int(transparentIndex)] = transparent!
                colors.append(AnimatedGIFEncoder.transparentColor)
            }
            return IndexedGIFFrame(
                left: left, top: top, width: width, height: height, palette: colors, colorCount: colors.count,
                transparentIndex: transparent, indices: indices.map { newIndex[Int($0)] })
        }
        guard let transparentIndex, let lowest = used.firstIndex(of: false), lowest < Int(transparentIndex) else {
            return self
        }
        let transparent = UInt8(lowest)
        return IndexedGIFFrame(
            left: left, top: top, width: width, height: height, palette: nil, colorCount: colorCount,
            transparentIndex: transparent, indices: indices.map { $0 == transparentIndex ? transparent : $0 })
    }
}
