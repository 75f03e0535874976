/// How finely each kind of number goes into a Lottie file. A model value holds its numbers
/// already rounded by one of these rules, so that two values are equal (`Equatable`) exactly when
/// the file says the same of them. Every rule writes −0 as 0.
enum LottieNumber {
    /// Values are kept to a thousandth: of a point for positions, of a percent for scales and
    /// opacities, of a frame for times, of a channel's 0…1 for colors (under a third of a step
    /// of 255).
    static let stepsPerUnit = 1000.0

    /// A value: a number rounded to ``stepsPerUnit``.
    static func value(_ x: Double) -> Double {
        positiveZero((x * stepsPerUnit).rounded() / stepsPerUnit)
    }

    /// Values, each rounded as ``value(_:)``.
    static func values(_ xs: [Double]) -> [Double] { xs.map(value) }

    /// A path's coordinate, in points: to a hundredth, five times finer than the position
    /// tolerance and a thirtieth of a pixel at 3×; paths are most of a file's bytes.
    static func coordinate(_ x: Double) -> Double {
        positiveZero((x * 100).rounded() / 100)
    }

    /// A time in frames, to a millionth of a frame: a start-over a tenth of a millisecond long
    /// stays apart from its neighbours at any frame rate.
    static func frame(_ t: Double) -> Double {
        positiveZero((t * 1e6).rounded() / 1e6)
    }

    /// The instant a structure appears, in frames: to a thousandth of a frame, rounded up. Up,
    /// because written a hair early it would show at a whole frame where the model still has the
    /// one before (a rate face switching its eyes just past 4.5 stars, seen at the frame of 4.5);
    /// a thousandth, because players that keep frames as 32-bit floats (ThorVG) do not tell a
    /// millionth from the frame itself. What lies within a billionth of a frame above a
    /// thousandth is taken as the arithmetic's noise.
    static func switchFrame(_ t: Double) -> Double {
        positiveZero((t * 1e3 - 1e-6).rounded(.up) / 1e3)
    }

    /// `x`, with −0 as 0 (which JSON would write as `-0`).
    private static func positiveZero(_ x: Double) -> Double { x == 0 ? 0 : x }
}
