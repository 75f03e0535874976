import TTGGeometry

/// The classic jigsaw piece of TTGPuzzleVerify, point for point.
///
/// The box is 100 × 100 units. The body is the square 25…100 on both axes;
/// knobs stand out of its top edge (x 50…75, up to y 0) and its left edge
/// (y 50…75, out to x 0), and sockets of the same profile are cut into its
/// bottom and right edges. A knob's head is 25 units wide, a quarter of the
/// box. The outline starts on the left knob's lower neck and runs clockwise
/// on screen (y down).
public enum ClassicPiece {
    /// The outline, 100 × 100 units: four straight corners and 24 cubic Bezier curves.
    public static let path: Path = {
        var path = Path()
        path.move(to: start)
        for step in outline {
            switch step.count {
            case 2:
                path.line(to: Point(step[0], step[1]))
            default:
                path.cubic(
                    to: Point(step[4], step[5]), control1: Point(step[0], step[1]),
                    control2: Point(step[2], step[3]))
            }
        }
        path.close()
        return path
    }()

    /// Where the outline starts: on the left knob, where its neck meets the body's edge.
    static let start = Point(17.45, 71.16)

    /// The rest of the outline, one step a row: `[x, y]` is a straight line to
    /// that point, `[x1, y1, x2, y2, x, y]` a cubic curve through the two
    /// control points to `(x, y)`.
    static let outline: [[Double]] = [
        // Left knob, lower neck, down to the bottom-left corner of the body.
        [20.83, 67.76, 25, 69.2, 25, 74.69],
        [25, 100],
        // Bottom edge, with its socket.
        [50.31, 100],
        [55.79, 100, 57.24, 95.83, 53.84, 92.45],
        [52.18, 90.78, 50, 89.4, 50, 85.33],
        [50, 80.8, 54.62, 75, 62.5, 75],
        [70.38, 75, 75, 80.8, 75, 85.33],
        [75, 89.4, 72.82, 90.78, 71.16, 92.45],
        [67.76, 95.83, 69.2, 100, 74.69, 100],
        [100, 100],
        // Right edge, with its socket.
        [100, 74.69],
        [100, 69.21, 95.83, 67.76, 92.45, 71.16],
        [90.78, 72.82, 89.4, 75, 85.33, 75],
        [80.8, 75, 75, 70.38, 75, 62.5],
        [75, 54.62, 80.8, 50, 85.33, 50],
        [89.4, 50, 90.78, 52.18, 92.45, 53.84],
        [95.83, 57.24, 100, 55.8, 100, 50.31],
        [100, 25],
        // Top edge, with its knob.
        [74.69, 25],
        [69.21, 25, 67.76, 20.83, 71.16, 17.45],
        [72.82, 15.78, 75, 14.4, 75, 10.33],
        [75, 5.8, 70.38, 0, 62.5, 0],
        [54.62, 0, 50, 5.8, 50, 10.33],
        [50, 14.4, 52.18, 15.78, 53.84, 17.45],
        [57.24, 20.83, 55.8, 25, 50.31, 25],
        [25, 25],
        // Left edge, with its knob, back to the start.
        [25, 50.31],
        [25, 55.79, 20.83, 57.24, 17.45, 53.84],
        [15.78, 52.18, 14.4, 50, 10.33, 50],
        [5.8, 50, 0, 54.62, 0, 62.5],
        [0, 70.38, 5.8, 75, 10.33, 75],
        [14.4, 75, 15.78, 72.82, 17.45, 71.16],
    ]
}
