import TTGScene

/// One of the primitive animations a style's refreshing/loading motion is made of
/// (docs/spec/refresh-styles.md, "Refreshing / loading motion").
///
/// Each primitive animates one named property of ``GlyphPose`` forever, with its
/// own duration `d` in seconds at speed 1 in the header role. Lengths (`x`) are in
/// points at the role's default glyph size; angles in radians.
public enum MotionPrimitive: Hashable, Sendable {
    /// The gradient's angle 0 → 2π, repeating, linear.
    case gradientRotation(duration: Double)
    /// The whole glyph's rotation 0 → 2π, repeating, linear.
    case wholeRotation(duration: Double)
    /// The whole glyph's scale 1 → `scale`, autoreversing, easeInEaseOut.
    case softPulse(scale: Double, duration: Double)
    /// The dash phase 0 → `distance`, repeating, linear (only drawn with a dash pattern).
    case dashFlow(distance: Double, duration: Double)
    /// The stroke's trim start 0 → 0.28, autoreversing, easeInEaseOut.
    case strokeSweep(duration: Double)
    /// The stroke width from `from` to `to` times the style's width, autoreversing, easeInEaseOut.
    case lineWidthPulse(from: Double, to: Double, duration: Double)
    /// The accent's opacity 0.54 → 1, autoreversing, easeInEaseOut.
    case opacityBreath(duration: Double)
    /// The stroke's opacity through 1, 0.25, 1, 0.65, 1, linear.
    case opacityBlink(duration: Double)
    /// Vertical translation −x → x, autoreversing, easeInEaseOut.
    case verticalBob(distance: Double, duration: Double)
    /// Horizontal translation −x → x, autoreversing, easeInEaseOut.
    case horizontalFloat(distance: Double, duration: Double)
    /// Rotation −a → a radians, autoreversing, easeInEaseOut.
    case rotationWobble(angle: Double, duration: Double)
    /// The whole glyph's scale in steps: 1, 1, 1.14, 1.14, 0.96, 1, linear.
    case pixelSnap(duration: Double)
    /// Vertical translation 8, −8, 4, −4, 0 (a lift-off and settle) at key times 0, 0.32,
    /// 0.56, 0.76, 1, each segment easeInEaseOut (so every value is reached at its key time).
    case launch(duration: Double)

    /// The duration `d` at speed 1 in the header role.
    public var baseDuration: Double {
        switch self {
        case .gradientRotation(let d), .wholeRotation(let d), .softPulse(_, let d), .dashFlow(_, let d),
            .strokeSweep(let d), .lineWidthPulse(_, _, let d), .opacityBreath(let d), .opacityBlink(let d),
            .verticalBob(_, let d), .horizontalFloat(_, let d), .rotationWobble(_, let d),
            .pixelSnap(let d), .launch(let d):
            return d
        }
    }

    /// The ``GlyphPose`` property the primitive animates.
    public var property: GlyphPose.Property {
        switch self {
        case .gradientRotation: return .gradientRotation
        case .wholeRotation, .rotationWobble: return .rotation
        case .softPulse, .pixelSnap: return .scale
        case .dashFlow: return .dashPhase
        case .strokeSweep: return .trimStart
        case .lineWidthPulse: return .lineWidthFactor
        case .opacityBreath: return .accentOpacity
        case .opacityBlink: return .strokeOpacity
        case .verticalBob, .launch: return .translateY
        case .horizontalFloat: return .translateX
        }
    }

    /// The duration actually played: in the footer role `max(0.24, 0.82 d)` first,
    /// then divided by the speed, which is clamped to at least 0.2.
    public func duration(role: RefreshRole, speed: Double) -> Double {
        let d = role == .footer ? max(0.24, 0.82 * baseDuration) : baseDuration
        return d / max(0.2, speed)
    }

    /// Whether one cycle goes there and back (the two-value eased primitives), so that the
    /// loop period is twice the duration.
    public var autoreverses: Bool {
        switch self {
        case .softPulse, .strokeSweep, .lineWidthPulse, .opacityBreath, .verticalBob, .horizontalFloat, .rotationWobble:
            return true
        case .gradientRotation, .wholeRotation, .dashFlow, .opacityBlink, .pixelSnap, .launch:
            return false
        }
    }

    /// The length of one whole cycle as played: ``duration(role:speed:)``, twice that when
    /// the primitive ``autoreverses``.
    public func cycleDuration(role: RefreshRole, speed: Double) -> Double {
        (autoreverses ? 2 : 1) * duration(role: role, speed: speed)
    }

    /// The primitive as a declarative animation that repeats forever.
    ///
    /// - Parameters:
    ///   - role: the footer shortens durations (see ``duration(role:speed:)``).
    ///   - speed: the template's animation speed.
    ///   - repeatCount: cycles to play; `.infinity` (the default) loops forever.
    ///   - beginTime: when the first cycle starts.
    public func animation(
        role: RefreshRole, speed: Double, repeatCount: Double = .infinity,
        beginTime: Double = 0
    ) throws -> PropertyAnimation {
        let d = duration(role: role, speed: speed)
        func basic(_ from: Double, _ to: Double, _ timing: TimingFunction, autoreverses: Bool) throws
            -> PropertyAnimation
        {
            try .basic(
                from: from, to: to, duration: d, timing: timing, autoreverses: autoreverses,
                repeatCount: repeatCount, beginTime: beginTime)
        }
        /// Keyframes reached at their key times, each segment eased by `timing`.
        func keyframes(_ values: [Double], _ times: [Double], _ timing: TimingFunction) throws -> PropertyAnimation {
            let segments = timing == .linear ? nil : Array(repeating: timing, count: values.count - 1)
            return try PropertyAnimation(
                keyframes: Keyframes(values: values, keyTimes: times, segmentTimings: segments),
                duration: d, repeatCount: repeatCount, beginTime: beginTime)
        }
        let values = keyframeValues
        switch self {
        case .gradientRotation, .wholeRotation, .dashFlow:
            return try basic(values[0], values[1], .linear, autoreverses: autoreverses)
        case .softPulse, .strokeSweep, .lineWidthPulse, .opacityBreath, .verticalBob, .horizontalFloat, .rotationWobble:
            return try basic(values[0], values[1], .easeInEaseOut, autoreverses: autoreverses)
        case .opacityBlink:
            return try keyframes(values, [0, 0.18, 0.34, 0.52, 1], .linear)
        case .pixelSnap:
            return try keyframes(values, [0, 0.18, 0.19, 0.48, 0.49, 1], .linear)
        case .launch:
            return try keyframes(values, [0, 0.32, 0.56, 0.76, 1], .easeInEaseOut)
        }
    }

    /// The values the property passes through in one cycle, in order (from and to for the
    /// two-value primitives). None of the timing curves overshoots them, so they bound
    /// the property over the whole motion.
    public var keyframeValues: [Double] {
        switch self {
        case .gradientRotation, .wholeRotation: return [0, 2 * .pi]
        case .softPulse(let scale, _): return [1, scale]
        case .dashFlow(let distance, _): return [0, distance]
        case .strokeSweep: return [0, 0.28]
        case .lineWidthPulse(let from, let to, _): return [from, to]
        case .opacityBreath: return [0.54, 1]
        case .opacityBlink: return [1, 0.25, 1, 0.65, 1]
        case .verticalBob(let x, _), .horizontalFloat(let x, _): return [-x, x]
        case .rotationWobble(let a, _): return [-a, a]
        case .pixelSnap: return [1, 1, 1.14, 1.14, 0.96, 1]
        case .launch: return [8, -8, 4, -4, 0]
        }
    }

    /// The value the property holds when the motion is not running.
    public var restingValue: Double { property.restingValue }
}
