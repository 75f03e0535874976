/// A layer as the composer makes it, before the layers of its composition are numbered: what it
/// draws, its transform and masks, its name if it has one, the frames it shows over, and the
/// layer whose alpha it is seen through, if any.
struct ComposedLayer {
    var content: LottieLayer.Content
    var transform: LottieTransform = .identity()
    /// Nil where the layer has no masks.
    var masks: [LottieMask]?
    var name: String?
    /// The frames it shows over; nil for the whole file.
    var window: (Double, Double)?
    /// The layer whose alpha it is seen through (written just above it, as players expect).
    private var matteLayers: [ComposedLayer] = []

    init(_ content: LottieLayer.Content, transform: LottieTransform = .identity(), name: String? = nil) {
        self.content = content
        self.transform = transform
        self.name = name
    }

    var matte: ComposedLayer? {
        get { matteLayers.first }
        set { matteLayers = newValue.map { [$0] } ?? [] }
    }

    /// The layers of a composition, front to back as Lottie lists them, numbered from 1: each
    /// matte just above the layer it shapes.
    static func numbered(_ frontToBack: [ComposedLayer], timing: LottieTiming) -> [LottieLayer] {
        var out: [LottieLayer] = []
        for layer in frontToBack { layer.append(to: &out, timing: timing, matteRole: nil) }
        return out
    }

    /// Appends this layer (after its matte), numbered after those already there.
    private func append(to out: inout [LottieLayer], timing: LottieTiming, matteRole: LottieLayer.MatteRole?) {
        var role = matteRole
        if let matte {
            matte.append(to: &out, timing: timing, matteRole: .matte)
            role = .alphaMatted
        }
        let (start, end) = window ?? (0, timing.lastFrame)
        let index = out.count + 1
        out.append(
            LottieLayer(
                index: index, name: name ?? "layer \(index)", content: content, transform: transform, masks: masks,
                matteRole: role, inPoint: LottieNumber.frame(start), outPoint: LottieNumber.frame(end)))
    }
}
