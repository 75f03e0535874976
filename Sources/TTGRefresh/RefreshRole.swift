/// Where a glyph serves: at the top of a list (pull to refresh) or at its end (load more).
public enum RefreshRole: String, Hashable, Sendable, CaseIterable {
    /// Pull-to-refresh: the full path, 70 points by default.
    case header
    /// Load-more / infinite load: the compact path, stroke × 0.82, 46 points by default.
    case footer

    /// The glyph size in points when the template does not give one.
    public var defaultGlyphSize: Double { self == .header ? 70 : 46 }

    /// The stroke width multiplier of the role.
    public var widthFactor: Double { self == .header ? 1 : 0.82 }

    /// The states a control in this role goes through, in the order it meets them.
    public var states: [RefreshState] {
        switch self {
        case .header: return [.idle, .pulling, .willRefresh, .refreshing, .ending]
        case .footer: return [.idle, .pulling, .willLoad, .loading, .noMoreData, .hidden]
        }
    }

    /// The state whose motion loops: refreshing or loading.
    public var busyState: RefreshState { self == .header ? .refreshing : .loading }

    /// The state that looks like a full pull: willRefresh or willLoad.
    public var armedState: RefreshState { self == .header ? .willRefresh : .willLoad }
}

/// The state of a refresh control, as its glyph shows it.
public enum RefreshState: String, Hashable, Sendable, CaseIterable {
    /// At rest: the glyph at pull progress 0.
    case idle
    /// Being pulled: the glyph at the pull progress.
    case pulling
    /// Pulled far enough to refresh on release (header): looks like progress 1.
    case willRefresh
    /// Refreshing (header): the full stroke and the style's motion, looping.
    case refreshing
    /// The refresh finished and the control closes: the resting glyph.
    case ending
    /// Pulled far enough to load on release (footer): looks like progress 1.
    case willLoad
    /// Loading more (footer): the full stroke and the style's motion, looping.
    case loading
    /// Nothing more to load (footer): the full path, still, at reduced opacity.
    case noMoreData
    /// The footer is hidden: nothing is drawn.
    case hidden

    /// The roles this state belongs to.
    public var roles: [RefreshRole] { RefreshRole.allCases.filter { $0.states.contains(self) } }

    /// True for the states whose motion loops (refreshing, loading).
    public var isBusy: Bool { self == .refreshing || self == .loading }
}
