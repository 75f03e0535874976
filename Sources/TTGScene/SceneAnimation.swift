import TTGGeometry

/// What the frame export engine renders: a canvas, a length, and a pure function from time to Scene.
///
/// The content modules build one from their configuration; the engine knows nothing
/// about what is drawn. Frame `i` is `scene(at: start + i / fps)`. Because the function
/// is pure, frames can render in any order, on any thread, on any machine.
public struct SceneAnimation: Sendable {
    /// The canvas size in points (every frame has it).
    public var size: Size
    /// The natural length in seconds: what plays when no frame count or duration is asked for.
    public var duration: Double
    /// The shortest time after which every frame repeats exactly, if the animation loops.
    public var loopPeriod: Double?
    /// The picture at a time in seconds.
    public var scene: @Sendable (Double) -> Scene
    /// The timeline the pictures are drawn from, when the animation is declarative: vector
    /// exporters find which node attributes follow which property (an attribute that moves
    /// in step with a property plays that property's keyframes and curves) and write those
    /// as native keyframes. Nil for animations made of other animations.
    public var timeline: Timeline?
    /// Named stretches an app plays by name (written where the format has them: Lottie).
    public var markers: [AnimationMarker] = []
    /// The frame rate its stretches are whole frames at, when it was built for one (from the
    /// rate asked for): an export plays it at this rate.
    public var frameRate: Double?

    /// True when its pictures change over time: it lasts, or it loops.
    public var moves: Bool { duration > 0 || loopPeriod != nil }

    public init(
        size: Size, duration: Double, loopPeriod: Double? = nil, timeline: Timeline? = nil,
        scene: @escaping @Sendable (Double) -> Scene
    ) {
        self.size = size
        self.duration = duration
        self.loopPeriod = loopPeriod
        self.timeline = timeline
        self.scene = scene
    }
}

extension SceneAnimation {
    /// An animation described declaratively: a timeline of named properties, and a pure
    /// function from their values at a time to the picture. Its length and loop period
    /// are the timeline's.
    public init(timeline: Timeline, size: Size, render: @escaping @Sendable (AnimatedValues) -> Scene) {
        self.init(size: size, duration: timeline.duration, loopPeriod: timeline.loopPeriod, timeline: timeline) {
            time in
            render(timeline.values(at: time))
        }
    }
}

extension SceneAnimation {
    /// One picture at every time: a still, of no length.
    public static func still(_ scene: Scene) -> SceneAnimation {
        SceneAnimation(size: scene.size, duration: 0) { _ in scene }
    }
}
