/// A whole number in `range` drawn uniformly from `generator` by rejection
/// sampling, so that a seeded generator gives the same numbers everywhere.
public func uniformInteger<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    guard span > 1 else { return range.lowerBound }
    let limit = UInt64.max - UInt64.max % span
    while true {
        let value = generator.next()
        if value < limit { return range.lowerBound + Int(value % span) }
    }
}
