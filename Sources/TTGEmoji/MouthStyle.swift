/// How the mouth is drawn.
public enum MouthStyle: String, CaseIterable, Hashable, Sendable {
    /// Chosen by the expression preset from the progress.
    case automatic
    /// The seed construction, bending with the progress.
    case classic
    case smile
    case frown
    case flat
    /// An open oval (rich look: a flat-topped D, tinted inside).
    case openSmile
    /// A small tall oval.
    case surprise
    /// A lopsided curve sloping down to the right (rich look: rising on the right).
    case smirk
}
