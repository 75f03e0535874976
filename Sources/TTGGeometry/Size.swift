/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)

    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "\(width)x\(height)" }
}
