import TTGBase
import TTGGeometry
import TTGScene

/// All 20 styles in a labeled grid, at one moment: for design review and the documentation.
public struct RefreshGallery: Hashable, Sendable {
    public var role: RefreshRole
    public var template: RefreshTemplate
    /// Columns of the grid (5 gives 4 rows of 5).
    public var columns = 5
    /// The caption beside the poster title (what moment is shown); when empty,
    /// ``animation(state:progress:time:)`` words the moment it draws.
    public var caption: String

    public static let background = Color(rgb: 0xF4F5F8)
    public static let card = Color.white
    public static let ink = Color(rgb: 0x1C2333)
    public static let secondaryInk = Color(rgb: 0x6B7280)

    public init(role: RefreshRole, template: RefreshTemplate = RefreshTemplate(), caption: String = "") {
        self.role = role
        self.template = template
        self.caption = caption
    }

    /// The glyph of each style in this gallery's role and template.
    public var glyphs: [RefreshGlyph] {
        RefreshStyle.all.map { RefreshGlyph(style: $0, role: role, template: template) }
    }

    private var glyphSize: Double { template.glyphSize ?? role.defaultGlyphSize }
    private var cellSize: Size { Size(max(112, glyphSize + 36), glyphSize + 58) }
    private static let gap = 10.0, margin = 16.0, header = 44.0

    /// The canvas size.
    public var size: Size {
        let rows = (RefreshStyle.all.count + columns - 1) / columns
        let cell = cellSize
        return Size(
            2 * Self.margin + Double(columns) * cell.width + Double(columns - 1) * Self.gap,
            Self.header + Self.margin + Double(rows) * cell.height + Double(rows - 1) * Self.gap)
    }

    /// The poster with each glyph in the pose `pose(glyph)` gives (nil draws no glyph).
    public func scene(pose: (RefreshGlyph) throws -> GlyphPose?) rethrows -> Scene {
        scene(poses: try glyphs.map(pose), caption: caption)
    }

    /// The poster with the glyph of each style, in table order, in its pose.
    private func scene(poses: [GlyphPose?], caption: String) -> Scene {
        let cell = cellSize
        // The heading and caption follow the background; the cards' words sit on the cards.
        let design = TextInk(primary: Self.ink, secondary: Self.secondaryInk)
        let heading = TextInk.following(
            design, own: Self.background, shownOn: template.textBackground, given: template.textColor)
        let onCard = TextInk.following(design, own: Self.card, shownOn: nil, given: template.textColor)
        var nodes: [Node] = [
            .text(
                "TTGRefresh · 20 styles · \(role.rawValue)", at: Point(Self.margin, 12), fontSize: 14, weight: .bold,
                color: heading.primary),
            .text(
                caption, in: Rect(x: Self.margin, y: 15, width: size.width - 2 * Self.margin, height: 14),
                alignment: .right, fontSize: 10, color: heading.secondary),
        ]
        for (index, (glyph, pose)) in zip(glyphs, poses).enumerated() {
            let column = index % columns
            let row = index / columns
            let origin = Point(
                Self.margin + Double(column) * (cell.width + Self.gap),
                Self.header + Double(row) * (cell.height + Self.gap))
            let box = Rect(origin: origin, size: cell)
            nodes.append(.shape(Path(roundedRect: box, cornerRadius: 12), fill: .solid(Self.card)))
            if let pose {
                nodes.append(glyph.node(pose, at: Point(box.midX - glyphSize / 2, box.minY + 10)))
            }
            nodes.append(
                .text(
                    glyph.style.title, in: Rect(x: box.minX, y: box.maxY - 42, width: box.width, height: 16),
                    alignment: .center, fontSize: 11, weight: .bold, color: onCard.primary))
            nodes.append(
                .text(
                    "\(glyph.style.name.rawValue) · \(glyph.style.family.rawValue)",
                    in: Rect(x: box.minX, y: box.maxY - 25, width: box.width, height: 14),
                    alignment: .center, fontSize: 8.5, color: onCard.secondary))
        }
        return Scene(size: size, background: Self.background, nodes: nodes)
    }

    /// The poster at one moment: every glyph in `state` (at pull `progress`; busy states
    /// `time` seconds into their motion). The first frame of ``animation(state:progress:time:)``.
    public func scene(state: RefreshState, progress: Double = 0, time: Double = 0) throws -> Scene {
        try animation(state: state, progress: progress, time: time).scene(0)
    }

    /// How long a busy gallery plays, in seconds: the longest whole cycle of any primitive in
    /// any style's motion, in this role at this speed, so that every glyph plays each of its
    /// primitives through at least once. In the header at speed 1 that is lunarTide's stroke
    /// sweep, 1.5 s there and back: 3 s (the footer's 0.82 makes it 2.46 s).
    public var busyDuration: Double {
        let speed = template.effectiveSpeed
        return glyphs.flatMap { glyph in glyph.motion.map { $0.cycleDuration(role: role, speed: speed) } }.max() ?? 0
    }

    /// What the caption says when none is given: the state, and the pull progress or the
    /// moment of the motion (`pulling · progress 0.5`, `refreshing · t = 0.25 s`,
    /// `refreshing · at rest`).
    public static func caption(state: RefreshState, progress: Double, time: Double?) -> String {
        switch state {
        case .pulling: return "pulling · progress \(shortestDecimal(progress))"
        case .refreshing, .loading:
            return time.map { "\(state.rawValue) · t = \(shortestDecimal($0)) s" } ?? "\(state.rawValue) · at rest"
        default: return state.rawValue
        }
    }

    /// The poster in a state as an animation, captioned with ``caption``, or when that is
    /// empty with ``caption(state:progress:time:)``.
    ///
    /// - States that do not loop give a still of every glyph in ``RefreshGlyph/pose(state:progress:)``
    ///   (`progress` counts for `pulling`).
    /// - A busy state with `time` nil gives a still of every glyph at its motion's rest.
    /// - A busy state with a `time` gives every glyph's motion from that moment on (the frame
    ///   at τ shows `time + τ`), for ``busyDuration`` seconds. Its loop period is the least
    ///   common multiple of all the glyphs' loop periods when that is at most
    ///   ``Timeline/loopPeriodCap``, nil otherwise.
    ///
    /// Every glyph's motion is built here, so the animation's frames cannot fail.
    /// - Throws: ``AnimationError`` as ``RefreshGlyph/motionTimeline(from:)`` does.
    public func animation(state: RefreshState, progress: Double = 0, time: Double? = 0) throws -> SceneAnimation {
        let caption = self.caption.isEmpty ? Self.caption(state: state, progress: progress, time: time) : self.caption
        let glyphs = self.glyphs
        guard state.isBusy, let time else {
            let scene = self.scene(poses: glyphs.map { $0.pose(state: state, progress: progress) }, caption: caption)
            return SceneAnimation(size: size, duration: 0) { _ in scene }
        }
        let timelines = try glyphs.map { try $0.motionTimeline(from: time) }
        var all = Timeline()
        for (glyph, timeline) in zip(glyphs, timelines) {
            for (property, animation) in timeline.animations {
                all["\(glyph.style.name.rawValue).\(property)"] = animation
            }
        }
        let rest = GlyphPose(pullProgress: 1)
        return SceneAnimation(size: size, duration: busyDuration, loopPeriod: all.loopPeriod) { t in
            self.scene(poses: timelines.map { rest.applying($0.values(at: t)) }, caption: caption)
        }
    }
}
