/// Renumbers the identifiers that Cairo's SVG writer takes from process-wide
/// counters, so the same scene always gives the same bytes.
///
/// Cairo 1.16 names `<g id="surfaceN">` and `<image id="imageN">` after the
/// unique ids of its surfaces, which count every surface the process has made
/// (other documents, offscreen groups, frames rendered in parallel). Each
/// such name is replaced by `surface1`, `surface2`, … (and `image1`, …) in the
/// order of first appearance, everywhere it appears: after `id="` and after
/// `#` in references (`xlink:href="#surface3"`, `url(#image2)`). Embedded
/// base64 data contains neither `"` nor `#`, so it is never touched.
func renumberingCairoSurfaceIdentifiers(in svg: [UInt8]) -> [UInt8] {
    let prefixes = ["surface", "image"].map { Array($0.utf8) }
    let quote = UInt8(ascii: "\"")
    let hash = UInt8(ascii: "#")
    let parenthesis = UInt8(ascii: ")")
    var numbers: [[UInt8]: Int] = [:]  // old name → new number
    var counts = [Int](repeating: 0, count: prefixes.count)
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var i = 0
    while i < svg.count {
        let byte = svg[i]
        output.append(byte)
        i += 1
        guard byte == quote || byte == hash else { continue }
        for (kind, prefix) in prefixes.enumerated() where svg[i...].starts(with: prefix) {
            var end = i + prefix.count
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            guard end > i + prefix.count, end < svg.count, svg[end] == quote || svg[end] == parenthesis else {
                continue
            }
            let name = Array(svg[i..<end])
            if numbers[name] == nil {
                counts[kind] += 1
                numbers[name] = counts[kind]
            }
            output += prefix + Array(String(numbers[name]!).utf8)
            i = end
            break
        }
    }
    return output
}
