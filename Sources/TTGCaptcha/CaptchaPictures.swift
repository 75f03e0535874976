/// A challenge's two pictures as PNG, which the page loads by URL from any node of the site: the
/// store keeps them beside the challenge, until it expires.
public struct CaptchaPictures: Hashable, Sendable {
    /// Which of the two; its raw value is the file's name in the picture's URL.
    public enum Name: String, CaseIterable, Sendable {
        case background, piece
    }

    public var background: [UInt8]
    public var piece: [UInt8]

    public init(background: [UInt8], piece: [UInt8]) {
        self.background = background
        self.piece = piece
    }

    public subscript(name: Name) -> [UInt8] {
        switch name {
        case .background: background
        case .piece: piece
        }
    }
}
