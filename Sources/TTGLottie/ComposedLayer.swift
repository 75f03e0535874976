import TTGGeometry
import TTGScene

/// A layer as the composer makes it, before the layers of its composition are numbered: its
/// type's members (`ty`, `shapes` or `refId`, `ks`, …), its name, and the layer seen as its alpha
/// matte, if any.
struct ComposedLayer {
    var members: [(String, LottieJSON)]
    var name: String?
    /// The frames it shows over; nil for the whole file.
    var window: (Double, Double)?
    /// The layer whose alpha it is seen through (written just above it, as players expect).
    private var matteLayers: [ComposedLayer] = []

    init(_ members: [(String, LottieJSON)], name: String? = nil) {
        self.members = members
        self.name = name
    }

    /// The layer's transform (`ks`).
    var transform: LottieJSON {
        get { members.first { $0.0 == "ks" }?.1 ?? Self.identityTransform }
        set {
            if let index = members.firstIndex(where: { $0.0 == "ks" }) {
                members[index].1 = newValue
            } else {
                members.append(("ks", newValue))
            }
        }
    }

    var matte: ComposedLayer? {
        get { matteLayers.first }
        set { matteLayers = newValue.map { [$0] } ?? [] }
    }

    /// A layer's transform that places nothing, every part written out: its content is in the
    /// composition's space.
    static let identityTransform = LottieJSON.object(LottieComposer.identityTransform())

    /// The layers of a composition, front to back as Lottie lists them, numbered from 1: each
    /// matte just above the layer it shapes.
    static func numbered(_ frontToBack: [ComposedLayer], timing: LottieTiming) -> [LottieJSON] {
        var out: [LottieJSON] = []
        for layer in frontToBack { layer.write(into: &out, timing: timing, matteRole: nil) }
        return out
    }

    /// Appends this layer (after its matte), numbered after those already there.
    private func write(into out: inout [LottieJSON], timing: LottieTiming, matteRole: (String, LottieJSON)?) {
        var role = matteRole
        if let matte {
            matte.write(into: &out, timing: timing, matteRole: ("td", .number(1)))
            role = ("tt", .number(1))
        }
        let (start, end) = window ?? (0, timing.lastFrame)
        var fields: [(String, LottieJSON)] = [("ddd", .number(0)), ("ind", .number(Double(out.count + 1)))]
        fields += members.filter { $0.0 == "ty" }
        fields.append(("nm", .string(name ?? "layer \(out.count + 1)")))
        fields += [("sr", .number(1))]
        fields += members.filter { $0.0 != "ty" }
        if let role { fields.append(role) }
        fields += [
            ("ao", .number(0)), ("ip", .frame(start)), ("op", .frame(end)), ("st", .number(0)), ("bm", .number(0)),
        ]
        out.append(.object(fields))
    }
}
