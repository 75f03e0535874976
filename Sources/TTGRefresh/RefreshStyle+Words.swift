extension RefreshStyle {
    /// What the control says in the style's own words: the busy lines of each role
    /// and a tagline for the subtitle.
    public struct Words: Hashable, Sendable {
        /// The header's title while refreshing.
        public var refreshing: String
        /// The footer's title while loading.
        public var loading: String
        /// The subtitle: the style's voice.
        public var tagline: String
    }

    /// The style's words.
    public var words: Words {
        switch name {
        case .auroraLoop:
            return Words(
                refreshing: "Tracing the aurora…", loading: "Looping in more light…",
                tagline: "Northern lights in a 2:3 loop")
        case .pulseCircuit:
            return Words(
                refreshing: "Routing the signal…", loading: "Sending the next pulse…", tagline: "Current on every trace"
            )
        case .zenRipple:
            return Words(
                refreshing: "Breathing in…", loading: "Letting it ripple out…", tagline: "Calm, one ring at a time")
        case .neonCat:
            return Words(
                refreshing: "Purring along…", loading: "Pawing for more…", tagline: "Nine lives of fresh content")
        case .origamiBird:
            return Words(refreshing: "Folding the news…", loading: "Another crease…", tagline: "Paper wings, new pages")
        case .koiStream:
            return Words(
                refreshing: "Swimming upstream…", loading: "Following the current…", tagline: "Fresh from the pond")
        case .retroRadar:
            return Words(refreshing: "Scanning the skies…", loading: "Sweeping for more…", tagline: "Blips incoming")
        case .cyberGrid:
            return Words(
                refreshing: "Syncing the grid…", loading: "Loading the next sector…", tagline: "Every cell up to date")
        case .lunarTide:
            return Words(
                refreshing: "Waiting for the tide…", loading: "The tide brings more…", tagline: "Moonlit and up to date"
            )
        case .flameJet:
            return Words(refreshing: "Firing up…", loading: "Stoking the fire…", tagline: "Hot off the server")
        case .lotusBloom:
            return Words(refreshing: "Unfolding…", loading: "Another petal opens…", tagline: "Blooming with new posts")
        case .robotSmile:
            return Words(
                refreshing: "Computing… beep!", loading: "Fetching more data…", tagline: "Your friendly update bot")
        case .whaleDive:
            return Words(refreshing: "Diving for news…", loading: "Surfacing more…", tagline: "Deep-sea refresh")
        case .auroraWave:
            return Words(
                refreshing: "Riding the wave…", loading: "The next wave is coming…", tagline: "Color in motion")
        case .vinylSpin:
            return Words(
                refreshing: "Dropping the needle…", loading: "Flipping to side B…", tagline: "Spinning the latest hits")
        case .pixelHeart: return Words(refreshing: "Loading love…", loading: "More hearts…", tagline: "8-bit affection")
        case .dragonCurve:
            return Words(
                refreshing: "Summoning the dragon…", loading: "The dragon fetches more…", tagline: "Fierce and fresh")
        case .rainGarden:
            return Words(
                refreshing: "Watering the garden…", loading: "More rain on the way…", tagline: "Fresh after the rain")
        case .quantumKnot:
            return Words(
                refreshing: "Entangling…", loading: "Collapsing more states…", tagline: "Superposed and synced")
        case .rocketOrbit:
            return Words(refreshing: "Launching…", loading: "Next stage igniting…", tagline: "Houston, we have updates")
        }
    }

    /// The title the control shows in a state.
    public func title(for state: RefreshState, role: RefreshRole) -> String {
        switch state {
        case .idle, .pulling: return role == .header ? "Pull to refresh" : "Pull up to load more"
        case .willRefresh: return "Release to refresh"
        case .refreshing: return words.refreshing
        case .ending: return "All caught up"
        case .willLoad: return "Release to load more"
        case .loading: return words.loading
        case .noMoreData: return "That's everything"
        case .hidden: return ""
        }
    }
}
