/// One element of a scene's tree.
public enum Node: Hashable, Sendable {
    case shape(ShapeNode)
    case group(GroupNode)
    case image(ImageNode)
    case text(TextNode)
}
