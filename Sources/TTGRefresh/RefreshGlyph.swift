import TTGGeometry
import TTGScene

/// One refresh glyph: a style in a role, with the template's overrides. The
/// configuration every picture and animation of the family is built from.
///
/// The glyph is drawn in a box of the role's default size (70 or 46 points), where
/// every length of the spec (stroke widths, dashes, translations) is in points, and
/// then scaled to ``size``: a 140-point header glyph is the 70-point one enlarged.
public struct RefreshGlyph: Hashable, Sendable {
    public let style: RefreshStyle
    public let role: RefreshRole
    public let template: RefreshTemplate
    /// The path laid out in the reference box.
    public let path: Path
    /// The accent laid out in the reference box, if the style has one.
    public let accentPath: Path?
    /// How far from its center the glyph paints at rest, in reference points, with the widest
    /// stroke its motion gives: the badge's radius, or more where the path, its track or its
    /// accent reach past the badge with half their width (a large line width scale).
    public private(set) var paintedRadius: Double

    public init(style: RefreshStyle, role: RefreshRole = .header, template: RefreshTemplate = RefreshTemplate()) {
        self.style = style
        self.role = role
        self.template = template
        let box = Rect(x: 0, y: 0, width: role.defaultGlyphSize, height: role.defaultGlyphSize)
        path = style.path(role: role, in: box, look: template.look)
        accentPath = style.accentPath(in: box, look: template.look)
        paintedRadius = 0
        paintedRadius = measuredRadius()
    }

    /// ``paintedRadius``, from the paths followed to within 0.01 point. The strokes have round
    /// caps and joins, so a stroke reaches half its width past its path's farthest point.
    private func measuredRadius() -> Double {
        let tolerance = 0.01
        let center = Point(referenceSize / 2, referenceSize / 2)
        func farthest(_ path: Path) -> Double {
            path.flattened(tolerance: tolerance).joined().map { ($0 - center).length }.max().map { $0 + tolerance } ?? 0
        }
        let widest = motion.filter { $0.property == .lineWidthFactor }.flatMap(\.keyframeValues).reduce(1, max)
        let track = style.isAurora ? 0 : 2.0
        return max(
            referenceSize / 2, farthest(path) + max(strokeWidth * widest, track) / 2,
            accentPath.map { farthest($0) + Self.accentWidth / 2 } ?? 0)
    }

    /// The side of the box the glyph is designed in: the role's default size.
    public var referenceSize: Double { role.defaultGlyphSize }

    /// The glyph's size in points: the side of its picture alone (``canvasSize``, whatever the
    /// style), and of its box in a composite or a gallery (the original's `glyphSize`).
    public var size: Double { template.glyphSize ?? role.defaultGlyphSize }

    /// The gradient colors: the template's, or the style's.
    public var colors: [Color] {
        if let colors = template.colors, !colors.isEmpty { return colors }
        return style.colors
    }

    /// The stroke width in reference points: the style's × 0.82 in the footer × the line width scale.
    public var strokeWidth: Double { style.width * role.widthFactor * template.lineWidthScale }

    /// The still pose of a state. `progress` counts for `pulling` only; busy states show
    /// their motion's resting pose (pull progress 1, nothing moved: see
    /// ``pose(state:progress:time:)`` for a moment of the motion); `hidden` gives nil
    /// (nothing is drawn). As in the original, idle and ending show the pull pose at 0, and
    /// noMoreData the stopped glyph whole. The rich look shows idle and ending at rest, whole
    /// with the path faint (``GlyphPose/atRest``, which says why), and fades noMoreData.
    public func pose(state: RefreshState, progress: Double = 0) -> GlyphPose? {
        let rich = template.look == .rich
        switch state {
        case .idle, .ending: return rich ? .atRest : GlyphPose(pullProgress: 0)
        case .pulling: return GlyphPose(pullProgress: progress)
        case .willRefresh, .willLoad, .refreshing, .loading: return GlyphPose(pullProgress: 1)
        case .noMoreData:
            var pose = GlyphPose(pullProgress: 1)
            if rich { pose.opacity = GlyphPose.noMoreDataOpacity }
            return pose
        case .hidden: return nil
        }
    }

    // MARK: - Drawing

    /// The glyph in a pose, as a group whose box has its top-left corner at `origin` and
    /// whose side is `side` points (nil: ``size``).
    public func node(_ pose: GlyphPose, at origin: Point = .zero, side: Double? = nil) -> Node {
        let r = referenceSize
        let c = Point(r / 2, r / 2)
        let size = side ?? self.size
        let layers = [badge(), track(), stroke(pose), accent(pose)].compactMap { $0 }
        let transform = AffineTransform.translation(x: -c.x, y: -c.y)
            .scaledBy(x: pose.scale, y: pose.scale)
            .rotated(by: pose.rotation)
            .translatedBy(x: c.x + pose.translateX, y: c.y + pose.translateY)
            .scaledBy(x: size / r, y: size / r)
            .translatedBy(x: origin.x, y: origin.y)
        return .group(layers, transform: transform, opacity: min(1, max(0, pose.opacity)), name: "glyph")
    }

    /// The glyph alone on a canvas of ``size``, its box ``padding`` in from each edge.
    public func scene(_ pose: GlyphPose?) -> Scene {
        Scene(size: canvasSize, nodes: pose.map { [node($0, at: Point(padding, padding), side: boxSide)] } ?? [])
    }

    /// The canvas of a lone glyph: ``size`` square, for every style.
    public var canvasSize: Size { Size(size, size) }

    /// The side of a lone glyph's box: ``size`` less ``padding`` on each side.
    public var boxSide: Double { size - 2 * padding }

    /// The room between a lone glyph's picture and its box in points: the template's, or what
    /// the motion needs, so that everything the glyph paints stays in the picture at every moment:
    /// the box drawn small enough that ``motionReach`` from its center is half the picture, its
    /// room then rounded up to whole points, so that the box's edges stay on the pixel grid (as
    /// the picture's do at a whole size). Zero for styles that only rotate, sweep, flow or fade:
    /// their badge fills the picture.
    public var padding: Double { template.padding ?? (size / 2 * motionMargin / motionReach).rounded(.up) }

    /// How far from the glyph's center anything it paints reaches while the style's motion
    /// plays, in reference points: ``paintedRadius`` times the largest scale the motion gives it
    /// (a pulse or snap; several multiply), plus the longest distance it is moved (a bob, float
    /// or launch; a horizontal and a vertical one add up as a diagonal). The badge's radius, half
    /// the reference size, for styles that only rotate, sweep, flow or fade. The keyframe values
    /// bound the motion, since none of its timing curves overshoots them.
    public var motionReach: Double {
        var scale = 1.0
        var dx = 0.0
        var dy = 0.0
        for primitive in style.motion {
            let values = primitive.keyframeValues
            switch primitive.property {
            case .scale: scale *= max(1, values.max() ?? 1)
            case .translateX: dx = max(dx, values.map(abs).max() ?? 0)
            case .translateY: dy = max(dy, values.map(abs).max() ?? 0)
            default: break
            }
        }
        return paintedRadius * scale + (dx * dx + dy * dy).squareRoot()
    }

    /// How far the motion carries the glyph's paint past its box's inscribed circle, in
    /// reference points: ``motionReach`` less half the reference size.
    public var motionMargin: Double { max(0, motionReach - referenceSize / 2) }

    /// The separator grey of the light appearance (UIKit's `separator`, #3C3C43), whose
    /// alpha the original replaces: 35% for the track, 16% for auroraWave's border.
    public static let separatorGrey = Color(rgb: 0x3C3C43)
    /// The track's grey.
    public static let trackColor = separatorGrey.withAlpha(0.35)
    /// The surface of the auroraWave badge (the light `secondarySystemGroupedBackground`)
    /// and its hairline border, half a point (one pixel at 2×).
    public static let auroraSurface = Color.white
    public static let auroraBorder = separatorGrey.withAlpha(0.16)
    public static let auroraBorderWidth = 0.5

    /// The rich look's track grey, surface and border.
    public static let richTrackColor = Color(rgb: 0x8E8E93).withAlpha(0.35)
    public static let richAuroraSurface = Color(rgb: 0xF4F6FA)
    public static let richAuroraBorder = Color(rgb: 0x1C2333).withAlpha(0.14)

    private var isRich: Bool { template.look == .rich }

    /// Layer 1: a disc of the glyph's size in the first color at 10%
    /// (auroraWave: a light surface with a hairline border).
    private func badge() -> Node {
        let r = referenceSize
        guard style.isAurora else {
            return .shape(
                Path(circleCenter: Point(r / 2, r / 2), radius: r / 2), fill: .solid(colors[0].withAlpha(0.1)),
                name: "badge")
        }
        let border = isRich ? 1 : Self.auroraBorderWidth
        let disc = Path(circleCenter: Point(r / 2, r / 2), radius: r / 2 - border / 2)
        return .shape(
            disc, fill: .solid(isRich ? Self.richAuroraSurface : Self.auroraSurface),
            stroke: Stroke(.solid(isRich ? Self.richAuroraBorder : Self.auroraBorder), width: border), name: "badge")
    }

    /// Layer 2: the whole path in grey at 2 points (none for auroraWave).
    private func track() -> Node? {
        guard !style.isAurora else { return nil }
        let grey = isRich ? Self.richTrackColor : Self.trackColor
        return .shape(path, stroke: Stroke(.solid(grey), width: 2, cap: .round, join: .round), name: "track")
    }

    /// The stroke's paint: the colors and the first again, linear from the top-left to the
    /// bottom-right corner (auroraWave: conic around the center, starting toward the
    /// bottom-right corner, as a conic layer from its center to (1, 1) does), turned by
    /// `rotation`.
    public func strokePaint(rotation: Double) -> Paint {
        let stops = colors + [colors[0]]
        let r = referenceSize
        let c = Point(r / 2, r / 2)
        if style.isAurora { return .conic(stops, center: c, startAngle: (isRich ? -.pi / 2 : .pi / 4) + rotation) }
        let turn = AffineTransform.translation(x: -c.x, y: -c.y).rotated(by: rotation).translatedBy(x: c.x, y: c.y)
        return .linear(stops, from: turn.apply(Point(0, 0)), to: turn.apply(Point(r, r)))
    }

    /// The gradient layer's turn about the glyph's center.
    public func gradientTurn(_ rotation: Double) -> AffineTransform {
        let c = Point(referenceSize / 2, referenceSize / 2)
        return AffineTransform.translation(x: -c.x, y: -c.y).rotated(by: rotation).translatedBy(x: c.x, y: c.y)
    }

    /// Layer 3: the path, trimmed, dashed, at the animated width, showing the gradient.
    ///
    /// As in the original, the stroke is the mask of a gradient layer the size of the glyph,
    /// and the gradient's rotation turns that layer, mask and all: the colored path turns
    /// away from the grey track. In the rich look the path stays and only its colors turn.
    ///
    /// The layer is there at every pose, even when its trim or opacity leaves nothing to see,
    /// so that an animation's pictures all have the same nodes and only their numbers move.
    private func stroke(_ pose: GlyphPose) -> Node {
        let width = strokeWidth * pose.lineWidthFactor
        if isRich {
            let stroke = Stroke(
                strokePaint(rotation: pose.gradientRotation), width: width, cap: .round, join: .round,
                dash: style.dash, dashPhase: pose.dashPhase, trimStart: pose.trimStart, trimEnd: pose.trimEnd)
            return .group([.shape(path, stroke: stroke)], opacity: min(1, pose.strokeOpacity), name: "stroke")
        }
        let mask = Node.shape(
            path,
            stroke: Stroke(
                .solid(.black), width: width, cap: .round, join: .round, dash: style.dash,
                dashPhase: pose.dashPhase, trimStart: pose.trimStart, trimEnd: pose.trimEnd))
        let r = referenceSize
        let gradient = Node.shape(Path(rect: Rect(x: 0, y: 0, width: r, height: r)), fill: strokePaint(rotation: 0))
        return .group(
            [gradient], transform: gradientTurn(pose.gradientRotation), opacity: min(1, pose.strokeOpacity),
            mask: [mask], name: "stroke")
    }

    /// The accent's width in reference points.
    public static let accentWidth = 1.7

    /// Layer 4: the accent in the last color at 82%, its end trimmed by the pull. The sweep
    /// of the stroke's start leaves it whole, as in the original (the rich look trims it too).
    private func accent(_ pose: GlyphPose) -> Node? {
        let start = isRich ? pose.trimStart : 0
        guard let accentPath else { return nil }
        let color = colors[colors.count - 1].withAlpha(0.82)
        let shape = Node.shape(
            accentPath,
            stroke: Stroke(
                .solid(color), width: Self.accentWidth, cap: .round, join: .round,
                trimStart: start, trimEnd: min(1, pose.accentTrimEnd)))
        return .group([shape], opacity: min(1, pose.accentOpacity), name: "accent")
    }
}
