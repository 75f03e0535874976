/// "Did you mean" suggestions by edit distance, for misspelled names anywhere
/// in ttg-render: color names here, options, subcommands and styles in the CLI.
public enum Suggestion {
    /// The optimal-string-alignment distance between two strings: the number of
    /// single-character insertions, deletions, substitutions and transpositions of
    /// adjacent characters that turn one into the other ("rde" → "red" is 1).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a)
        let t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // d[i][j]: distance between the first i characters of s and the first j of t.
        var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { d[i][0] = i }
        for j in 0...t.count { d[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[s.count][t.count]
    }

    /// The candidate closest to `word` (ignoring case) by ``editDistance(_:_:)``, if it
    /// is close enough to be a plausible typo: at most 2 edits, and fewer than half
    /// the word's length. Ties go to the alphabetically first candidate. A candidate whose length
    /// differs by more than the limit is skipped unmeasured, so a long word costs no more than a
    /// short one (a request's 16,000-character key is answered at once).
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = min(2, max(1, (word.count - 1) / 2))
        let lowered = word.lowercased()
        let length = lowered.count
        var best: (name: String, distance: Int)?
        for name in candidates where abs(name.count - length) <= limit {
            let d = editDistance(lowered, name.lowercased())
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && name < best!.name) {
                best = (name, d)
            }
        }
        return best?.name
    }
}
