extension RefreshStyle {
    /// The original control's one-line description of the style, its subtitle when armed.
    public var blurb: String {
        switch name {
        case .auroraLoop: return "Soft natural light, circular flow, polished and calm."
        case .pulseCircuit: return "Technical traces with electric pulse timing."
        case .zenRipple: return "Minimal ripples for a quiet, fluid refresh."
        case .neonCat: return "Playful animal silhouette with cyber neon energy."
        case .origamiBird: return "Sharp folds and light wing motion."
        case .koiStream: return "Organic swimming curve for gentle data flow."
        case .retroRadar: return "Old terminal radar sweep with precise rhythm."
        case .cyberGrid: return "Glitchy square path with high contrast motion."
        case .lunarTide: return "Moon arc and tide line for slow smooth loading."
        case .flameJet: return "Fast upward ignition for energetic feeds."
        case .lotusBloom: return "Symmetric petals with calm blooming progress."
        case .robotSmile: return "Friendly character-like path feedback."
        case .whaleDive: return "Large soft curve with tiny water trail."
        case .auroraWave: return "Single gradient wave with a soft breathing stroke."
        case .vinylSpin: return "Retro record groove and spinning load more."
        case .pixelHeart: return "Pixel-art warmth for social or creator apps."
        case .dragonCurve: return "Bold serpentine path with strong personality."
        case .rainGarden: return "Small drops, leaf arc, and natural rhythm."
        case .quantumKnot: return "Abstract loop with premium technical feel."
        case .rocketOrbit: return "Launch arc and orbit path for fast pagination."
        }
    }

    /// The title and subtitle the original control shows in a state of a role (empty when hidden).
    public func text(for state: RefreshState, role: RefreshRole) -> (title: String, subtitle: String) {
        switch (role, state) {
        case (.header, .idle): return (title, "Pull to preview the refresh path.")
        case (.header, .pulling): return ("Tracing \(title)", "Progress maps directly to stroke and scale.")
        case (_, .willRefresh): return ("Release to refresh", blurb)
        case (_, .refreshing): return ("\(title) refreshing", "Looping path animation is running.")
        case (_, .ending): return ("Refresh complete", "State-driven UI returned to idle.")
        case (.footer, .idle), (.footer, .pulling): return ("Tap or pull for more", "\(title) load-more")
        case (_, .willLoad): return ("Release to load more", blurb)
        case (_, .loading): return ("Loading next page", "\(title) is animating")
        case (_, .noMoreData): return ("No more pages", "Reset after pull-to-refresh.")
        case (_, .hidden): return ("", "")
        }
    }
}
