import TTGBase
import TTGGeometry

extension MotionPrimitive: CustomStringConvertible {
    /// The primitive as the spec writes it: `softPulse(1.06, 0.9)`.
    public var description: String {
        let f = shortestDecimal
        switch self {
        case .gradientRotation(let d): return "gradientRotation(\(f(d)))"
        case .wholeRotation(let d): return "wholeRotation(\(f(d)))"
        case .softPulse(let s, let d): return "softPulse(\(f(s)), \(f(d)))"
        case .dashFlow(let x, let d): return "dashFlow(\(f(x)), \(f(d)))"
        case .strokeSweep(let d): return "strokeSweep(\(f(d)))"
        case .lineWidthPulse(let a, let b, let d): return "lineWidthPulse(\(f(a))w, \(f(b))w, \(f(d)))"
        case .opacityBreath(let d): return "opacityBreath(\(f(d)))"
        case .opacityBlink(let d): return "opacityBlink(\(f(d)))"
        case .verticalBob(let x, let d): return "verticalBob(\(f(x)), \(f(d)))"
        case .horizontalFloat(let x, let d): return "horizontalFloat(\(f(x)), \(f(d)))"
        case .rotationWobble(let a, let d): return "rotationWobble(\(f(a)), \(f(d)))"
        case .pixelSnap(let d): return "pixelSnap(\(f(d)))"
        case .launch(let d): return "launch(\(f(d)))"
        }
    }
}
