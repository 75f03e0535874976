import Foundation
import TTGGeometry
import TTGPuzzle

/// Synthetic drags from a seeded generator: human-like ones (minimum-jerk motion, noise,
/// an overshoot and its correction, ~60 Hz with jittered timing) and scripted ones.
public enum SyntheticDrags {
    public struct Random {
        var generator: SplitMix64

        public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

        public mutating func uniform(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(generator.next() >> 11) / Double(1 << 53)
        }

        /// Box–Muller.
        public mutating func normal(_ sigma: Double) -> Double {
            let u = max(uniform(0, 1), 1e-12)
            let v = uniform(0, 1)
            return sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
        }
    }

    /// Where drags begin unless told: the piece's default start.
    public static let start = Point(20, 20)

    /// Minimum-jerk progress 0…1.
    public static func minimumJerk(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1)
        return t * t * t * (10 - 15 * t + 6 * t * t)
    }

    /// Sample times from 0 to `duration`: ~60 Hz with jitter and the odd dropped frame, or a timer's.
    public static func times(_ duration: Double, regular: Bool, _ random: inout Random) -> [Double] {
        var times = [0.0]
        while times.last! < duration {
            var dt = regular ? 1000 / 60 : max(4, 16.7 + random.normal(3))
            if !regular && random.uniform(0, 1) < 0.05 { dt += 16.7 }
            times.append(min(duration, times.last! + dt))
        }
        return times
    }

    /// A hand's drag to `target`: a minimum-jerk reach past it (or short of it) on x, a correction, y drift and tremor.
    public static func human(
        to target: Point, _ random: inout Random, duration: Double? = nil, regular: Bool = false,
        flatY: Bool = false, from start: Point = start
    ) -> DragTrack {
        let total = duration ?? random.uniform(400, 3000)
        let reach = total * random.uniform(0.6, 0.85)
        // Most reaches go 2…15 points past and come back; a third stop 2…8 short and creep in.
        let past = random.uniform(0, 1) < 1.0 / 3 ? -random.uniform(2, 8) : random.uniform(2, 15)
        let overshoot = past * (target.x >= start.x ? 1 : -1)
        let yOvershoot = random.uniform(-3, 3)
        let xNoise = random.uniform(0.1, 0.6)
        let yNoise = random.uniform(0.2, 0.8)
        let ts = times(total, regular: regular, &random)
        var samples: [DragTrack.Sample] = []
        for (i, t) in ts.enumerated() {
            var x: Double
            var y: Double
            if t <= reach {
                let p = minimumJerk(t / reach)
                x = start.x + (target.x + overshoot - start.x) * p
                y = start.y + (target.y + yOvershoot - start.y) * p
            } else {
                let p = minimumJerk((t - reach) / (total - reach))
                x = target.x + overshoot * (1 - p)
                y = target.y + yOvershoot * (1 - p)
            }
            if i > 0 && i < ts.count - 1 {
                x += random.normal(xNoise)
                y += random.normal(yNoise)
            }
            samples.append(.init(time: t, x: x, y: flatY ? start.y : y))
        }
        return DragTrack(samples)
    }

    /// A random target: 40…200 points along, up to 30 up or down.
    public static func target(_ random: inout Random) -> Point {
        Point(start.x + random.uniform(40, 200), start.y + random.uniform(-30, 30))
    }

    /// The scripted kinds, each a robot's way of faking a drag.
    public enum Kind: String, CaseIterable {
        case linear, jump, flatY, tooFast, regularSampling, ease
    }

    public static func scripted(_ kind: Kind, to target: Point, _ random: inout Random) -> DragTrack {
        let duration = random.uniform(400, 3000)
        switch kind {
        case .linear:
            let ts = times(duration, regular: false, &random)
            return DragTrack(
                ts.map {
                    let p = $0 / duration
                    return .init(time: $0, x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
                })
        case .jump:
            // Still, with a little tremor, then one leap to the target.
            let ts = times(duration, regular: false, &random)
            let leap = Int(random.uniform(0.2, 0.8) * Double(ts.count))
            return DragTrack(
                ts.enumerated().map { i, t in
                    let at = i < leap ? start : target
                    let last = i == ts.count - 1
                    return .init(
                        time: t, x: at.x + (last ? 0 : random.normal(0.5)), y: at.y + (last ? 0 : random.normal(0.5)))
                })
        case .flatY:
            return human(to: Point(target.x, start.y), &random, flatY: true)
        case .tooFast:
            return human(to: target, &random, duration: random.uniform(60, 280))
        case .regularSampling:
            return human(to: target, &random, regular: true)
        case .ease:
            // easeInOut cubic, no noise.
            let ts = times(duration, regular: false, &random)
            return DragTrack(
                ts.map {
                    let u = $0 / duration
                    let p = u < 0.5 ? 4 * u * u * u : 1 - pow(-2 * u + 2, 3) / 2
                    return .init(time: $0, x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
                })
        }
    }
}
