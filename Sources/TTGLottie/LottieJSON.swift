import TTGBase
import TTGGeometry

/// A JSON value as Lottie files hold it: objects keep their keys in the order written, and
/// the text has no whitespace.
indirect enum LottieJSON: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([LottieJSON])
    case object([(String, LottieJSON)])

    /// Values are kept to a thousandth: of a point for positions, of a percent for scales and
    /// opacities, of a frame for times, of a channel's 0…1 for colors (under a third of a step
    /// of 255).
    static let stepsPerUnit = 1000.0

    static func == (a: LottieJSON, b: LottieJSON) -> Bool { a.text == b.text }

    /// A value: a number rounded to ``stepsPerUnit``.
    static func value(_ x: Double) -> LottieJSON {
        let rounded = (x * stepsPerUnit).rounded() / stepsPerUnit
        return .number(rounded == 0 ? 0 : rounded)
    }

    /// A path's coordinate, in points: to a hundredth, five times finer than the position
    /// tolerance and a thirtieth of a pixel at 3×; paths are most of a file's bytes.
    static func coordinate(_ x: Double) -> LottieJSON {
        let rounded = (x * 100).rounded() / 100
        return .number(rounded == 0 ? 0 : rounded)
    }

    /// A property that does not animate: `{"a":0,"k":value}`.
    static func constant(_ value: LottieJSON) -> LottieJSON { .object([("a", .number(0)), ("k", value)]) }

    /// Values as an array.
    static func values(_ xs: [Double]) -> LottieJSON { .array(xs.map(LottieJSON.value)) }

    /// A time in frames, to a millionth of a frame: a start-over a tenth of a millisecond long
    /// stays apart from its neighbours at any frame rate.
    static func frame(_ t: Double) -> LottieJSON {
        let rounded = (t * 1e6).rounded() / 1e6
        return .number(rounded == 0 ? 0 : rounded)
    }

    /// The instant a structure appears, in frames: to a thousandth of a frame, rounded up. Up,
    /// because written a hair early it would show at a whole frame where the model still has the
    /// one before (a rate face switching its eyes just past 4.5 stars, seen at the frame of 4.5);
    /// a thousandth, because players that keep frames as 32-bit floats (ThorVG) do not tell a
    /// millionth from the frame itself. What lies within a billionth of a frame above a
    /// thousandth is taken as the arithmetic's noise.
    static func switchFrame(_ t: Double) -> LottieJSON {
        let rounded = (t * 1e3 - 1e-6).rounded(.up) / 1e3
        return .number(rounded == 0 ? 0 : rounded)
    }

    /// The compact text.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .number(let x): out += shortestDecimal(x)
        case .string(let s): out += quotingJSON(s)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                out += quotingJSON(key)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// The value of `key` in an object; nil otherwise.
    subscript(key: String) -> LottieJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
