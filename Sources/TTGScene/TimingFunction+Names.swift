extension TimingFunction: CustomStringConvertible {
    /// The named curves, in the order they are listed: Core Animation's names.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
    ]

    /// The names accepted by ``init(named:)``: linear, easeIn, easeOut, easeInEaseOut.
    public static var names: [String] { named.map(\.name) }

    /// The named curve, or nil for an unknown name (names are case-sensitive;
    /// ``Suggestion/nearest(to:in:)`` with ``names`` finds the intended one).
    public init?(named name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.function
    }

    /// The curve's name when it is one of the named curves.
    public var name: String? { Self.named.first { $0.function == self }?.name }

    /// The name, or `cubicBezier(x1, y1, x2, y2)`.
    public var description: String {
        name ?? "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
    }
}
