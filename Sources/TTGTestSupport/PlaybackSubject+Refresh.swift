import TTGCairo
import TTGRefresh

extension PlaybackSubject {
    /// Every refresh style's busy loop in both roles at 70 points (`--size 70`: a lone glyph's
    /// picture is its size), each with the command line that writes it and our own pictures,
    /// rendered in process: what the players are checked on beside ``AnimationCase/commands``.
    public static func refreshLoops() throws -> [(
        name: String, arguments: [String], at: (_ scale: Int) -> PlaybackSubject
    )] {
        var loops: [(name: String, arguments: [String], at: (_ scale: Int) -> PlaybackSubject)] = []
        for style in RefreshStyle.all {
            for role in RefreshRole.allCases {
                let name = "\(style.name.rawValue)-\(role.rawValue)"
                let state: RefreshState = role == .header ? .refreshing : .loading
                let animation = try RefreshGlyph(style: style, role: role, template: RefreshTemplate(glyphSize: 70))
                    .animation(state: state, progress: 0, time: 0, in: .alone)
                guard let period = animation.loopPeriod else { continue }
                let arguments = [
                    "refresh", "--style", style.name.rawValue, "--role", role.rawValue, "--state", state.rawValue,
                    "--size", "70", "--loop",
                ]
                loops.append(
                    (
                        name, arguments,
                        { scale in
                            PlaybackSubject(name: name, size: animation.size, length: period) { times in
                                try times.map { try rasterize(animation.scene($0), scale: Double(scale)) }
                            }
                        }
                    ))
            }
        }
        return loops
    }
}
