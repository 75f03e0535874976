/// The values of a ``Timeline``'s properties at one time, by property name.
public struct AnimatedValues: Hashable, Sendable {
    /// The value of every property of the timeline.
    public let values: [String: Double]

    public init(_ values: [String: Double]) {
        self.values = values
    }

    /// The value of the property `name`, or nil when the timeline does not animate it.
    public subscript(name: String) -> Double? { values[name] }

    /// The value of the property `name`, or `defaultValue` when the timeline
    /// does not animate it: `values["scale", default: 1]`.
    public subscript(name: String, default defaultValue: Double) -> Double { values[name] ?? defaultValue }
}
