/// What the VectorDrawable writer does with what a vector drawable cannot show
/// (`--vector-fallback`). A bitmap and a mask it cannot turn into a clip or a paint are refused
/// either way: nothing in a vector drawable draws them.
public enum VectorFallback: String, CaseIterable, Hashable, Sendable {
    /// Refuse the picture, naming what cannot be shown: the file draws exactly what the PNG does
    /// or is not written.
    case refuse
    /// Draw it another way and say so on standard error: a shadow is left out (a vector
    /// drawable has no blur), and a translucent group whose parts overlap fades each part
    /// alone (where they overlap, the overlap shows).
    case approximate
}

/// What a vector drawable cannot show, as a refusal: ``what`` names it (`a drop shadow`), and
/// ``approximation`` says how ``VectorFallback/approximate`` would draw it, when it can.
public struct VectorDrawableUnsupported: Error, Hashable, Sendable, CustomStringConvertible {
    public var what: String
    public var approximation: String?

    public init(_ what: String, approximation: String? = nil) {
        self.what = what
        self.approximation = approximation
    }

    public var description: String { "a VectorDrawable cannot show \(what)" }
}
