import TTGBase

/// A shape group (`gr`): items drawn together, placed by its own transform, which Lottie lists as
/// the group's last item. Paints draw the contours listed before them in the group; the items go
/// front to back.
struct LottieShapeGroup: Equatable {
    var name: String?
    /// The items, front to back, but for the transform.
    var items: [LottieShapeItem]
    var transform: LottieTransform = .identity()

    /// The fields after the item's type and name.
    var fields: [(String, JSON)] {
        [("it", .array(items.map(\.json) + [LottieShapeItem.transform(transform).json]))]
    }
}
