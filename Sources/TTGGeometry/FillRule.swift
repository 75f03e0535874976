/// Which points a fill covers, from their winding number (see ``Path/winding(at:)``).
public enum FillRule: String, Sendable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonzero
    /// Inside where the winding number is odd.
    case evenOdd = "evenodd"

    /// True when a point of this winding number is inside.
    public func isInside(winding: Int) -> Bool {
        switch self {
        case .nonzero: winding != 0
        case .evenOdd: winding % 2 != 0
        }
    }
}
