/// How faithfully a render follows the original control (TTGRefresh 0.1.0).
///
/// `original` is the default: the original's paths, layers and composite. `rich` is this
/// project's own earlier design, kept as a departure for those who prefer it: paths
/// redrawn as fuller pictures, corner ticks 22% of the accent rect, a lotus accent fanning
/// up from its base, the stroke's colors turning inside a still path, and the composite's
/// white capsule with a shadow and the styles' own words (docs/families/refresh.md).
public enum RefreshLook: String, Hashable, Sendable, CaseIterable {
    /// The original control's construction.
    case original
    /// This project's fuller drawings and composite.
    case rich
}
