/// What one request to the HTTP service may cost, and how long its answers may be cached: the
/// defaults of `serve`'s options, and what the service holds each request to.
package struct ServiceLimits: Sendable, Equatable {
    /// Pixels in one picture or frame (width × height).
    package var pixels = 4096 * 4096
    /// Frames in one animation.
    package var frames = 600
    /// Seconds a request may wait for a render slot before it is answered 503.
    package var wait = 10.0
    /// Seconds an animation's frames may take to draw; past them it stops and is answered 503.
    package var budget = 30.0
    /// `Cache-Control: max-age`, in seconds.
    package var maxAge = 86_400

    package init(
        pixels: Int = 4096 * 4096, frames: Int = 600, wait: Double = 10, budget: Double = 30, maxAge: Int = 86_400
    ) {
        self.pixels = pixels
        self.frames = frames
        self.wait = wait
        self.budget = budget
        self.maxAge = maxAge
    }
}
