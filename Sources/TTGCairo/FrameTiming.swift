/// When frame `index` starts at `fps` frames a second, in whole ticks
/// (centiseconds for GIF, milliseconds for WebP): round(index · ticksPerSecond / fps),
/// halves rounded up.
///
/// Frame durations are differences of these times, so every duration is
/// within one tick of the exact one and they add up exactly: 30 frames at
/// 30 fps last 100 cs (3, 3, 4, 3, 3, 4, …), never 90 or 120.
func frameStartTick(_ index: Int, fps: Double, ticksPerSecond: Int) -> Int {
    // One correctly rounded division of exact integers, so exact halves stay halves.
    Int((Double(index * ticksPerSecond) / fps).rounded(.toNearestOrAwayFromZero))
}
