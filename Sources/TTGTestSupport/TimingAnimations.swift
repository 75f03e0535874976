import TTGGeometry
import TTGScene

/// Small animations whose timing is known in closed form, for the tests of when things happen
/// in vector files.
public enum TimingAnimations {
    /// A 5-point square moved right by p, p running from 0 to 10 each second and starting over:
    /// a jump back at every whole second.
    public static func startingOver() throws -> SceneAnimation {
        let p = try PropertyAnimation.basic(from: 0, to: 10, duration: 1, repeatCount: .infinity)
        return SceneAnimation(timeline: Timeline(["p": p]), size: Size(100, 100)) { values in
            Scene(
                size: Size(100, 100),
                nodes: [
                    .group(
                        [.shape(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), fill: .solid(.black))],
                        transform: .translation(x: values["p", default: 0], y: 0))
                ])
        }
    }

    /// One square, and a second from `switchTime` seconds on: a change of structure, a second long.
    public static func gainingASquare(at switchTime: Double) -> SceneAnimation {
        SceneAnimation(size: Size(100, 100), duration: 1) { time in
            let square = Node.shape(Path(rect: Rect(x: 10, y: 10, width: 5, height: 5)), fill: .solid(.black))
            let other = Node.shape(Path(rect: Rect(x: 50, y: 50, width: 5, height: 5)), fill: .solid(.black))
            return Scene(size: Size(100, 100), nodes: time < switchTime ? [square] : [square, other])
        }
    }

    /// The x translation of the first node (a group) of each scene, as one-number samples.
    public static func translations(_ scenes: [Scene]) -> [[Double]] {
        scenes.map { scene in
            guard case .group(let group) = scene.nodes.first else { return [] }
            return [group.transform.tx]
        }
    }
}
