import TTGEmoji
import TTGGeometry
import TTGScene

/// The emoji family's part of the showcase, on built-in defaults.
enum EmojiShowcase {
    /// Faces on built-in defaults for the showcase: presets across the rates, shapes, fills.
    static func pictures() throws -> [(name: String, title: String, scene: Scene)] {
        var items: [(name: String, title: String, scene: Scene)] = []
        for (rate, title) in [(0.0, "Rate 0"), (2.5, "Rate 2.5"), (5.0, "Rate 5")] {
            items.append(
                (
                    "emoji-classic-\(EmojiGrid.format(rate))", "Classic, \(title.lowercased())",
                    EmojiFace(rate: rate).scene()
                ))
        }
        let variations: [(String, String, EmojiFace)] = [
            (
                "emoji-playful", "Playful, 4.8, squircle, filled",
                EmojiFace(rate: 4.8, preset: .playful, shape: .squircle, fill: .standardDynamic)
            ),
            (
                "emoji-diagnostic", "Diagnostic, 0.5, shield",
                EmojiFace(rate: 0.5, preset: .diagnostic, shape: .shield)
            ),
            (
                "emoji-expressive", "Expressive, 3.2, blob, morph",
                EmojiFace(rate: 3.2, preset: .expressive, shape: .blob, morph: true)
            ),
            (
                "emoji-gradient", "Gradient stroke, cloud",
                EmojiFace(
                    rate: 4,
                    coloring: .gradient(
                        UnitGradient(colors: [
                            Color(red8: 0xFF, green8: 0x5F, blue8: 0x8F), Color(red8: 0x7B, green8: 0x5C, blue8: 0xFF),
                        ])), shape: .cloud, fill: .color(FaceFill.defaultColor))
            ),
        ]
        items += variations.map { ($0.0, $0.1, $0.2.scene()) }
        items.append(("emoji-grid", "Contact sheet", EmojiGrid(face: EmojiFace(size: 96)).scene()))
        return items
    }

    /// A face going from 0 to 5 with the expressive preset over one second.
    static func animation() throws -> SceneAnimation {
        try EmojiFace(rate: 0, preset: .expressive).animation(to: 5, duration: 1)
    }

}
