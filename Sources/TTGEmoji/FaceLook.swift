/// How the eyes, mouth and accessories are drawn.
public enum FaceLook: String, CaseIterable, Hashable, Sendable {
    /// The original control's: every mark one line in the stroke color, stroked with the face.
    case original
    /// This project's own (a departure from the original): filled round eyes, stars and
    /// hearts, open mouths tinted inside, pink blush ovals, colored drops and gold sparkles,
    /// and every mark kept inside the canvas.
    case rich
}
