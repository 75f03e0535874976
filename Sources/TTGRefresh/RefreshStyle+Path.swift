import TTGGeometry

extension RefreshStyle {
    /// The style's path in its 100 × 100 design box: the full drawing for the header,
    /// the compact variant (fewer details, not a crop) for the footer; the original
    /// control's construction, or with `.rich` this project's fuller drawing.
    public func designPath(role: RefreshRole, look: RefreshLook = .original) -> Path {
        let compact = role == .footer
        if look == .rich { return richDesignPath(compact: compact) }
        switch name {
        case .auroraLoop: return NaturePaths.auroraLoop(compact: compact)
        case .pulseCircuit: return TechPaths.pulseCircuit(compact: compact)
        case .zenRipple: return NaturePaths.zenRipple(compact: compact)
        case .neonCat: return CharmPaths.neonCat(compact: compact)
        case .origamiBird: return CharmPaths.origamiBird(compact: compact)
        case .koiStream: return NaturePaths.koiStream(compact: compact)
        case .retroRadar: return RetroPaths.retroRadar(compact: compact)
        case .cyberGrid: return TechPaths.cyberGrid(compact: compact)
        case .lunarTide: return NaturePaths.lunarTide(compact: compact)
        case .flameJet: return MotionPaths.flameJet(compact: compact)
        case .lotusBloom: return NaturePaths.lotusBloom(compact: compact)
        case .robotSmile: return CharmPaths.robotSmile(compact: compact)
        case .whaleDive: return CharmPaths.whaleDive(compact: compact)
        case .auroraWave: return AuroraPaths.auroraWave(compact: compact)
        case .vinylSpin: return RetroPaths.vinylSpin(compact: compact)
        case .pixelHeart: return RetroPaths.pixelHeart(compact: compact)
        case .dragonCurve: return CharmPaths.dragonCurve(compact: compact)
        case .rainGarden: return NaturePaths.rainGarden(compact: compact)
        case .quantumKnot: return TechPaths.quantumKnot(compact: compact)
        case .rocketOrbit: return TechPaths.rocketOrbit(compact: compact)
        }
    }

    /// The rich look's drawing of the style.
    private func richDesignPath(compact: Bool) -> Path {
        switch name {
        case .auroraLoop: return RichNaturePaths.auroraLoop(compact: compact)
        case .pulseCircuit: return RichTechPaths.pulseCircuit(compact: compact)
        case .zenRipple: return RichNaturePaths.zenRipple(compact: compact)
        case .neonCat: return RichCharmPaths.neonCat(compact: compact)
        case .origamiBird: return RichCharmPaths.origamiBird(compact: compact)
        case .koiStream: return RichNaturePaths.koiStream(compact: compact)
        case .retroRadar: return RichRetroPaths.retroRadar(compact: compact)
        case .cyberGrid: return RichTechPaths.cyberGrid(compact: compact)
        case .lunarTide: return RichNaturePaths.lunarTide(compact: compact)
        case .flameJet: return RichMotionPaths.flameJet(compact: compact)
        case .lotusBloom: return RichNaturePaths.lotusBloom(compact: compact)
        case .robotSmile: return RichCharmPaths.robotSmile(compact: compact)
        case .whaleDive: return RichCharmPaths.whaleDive(compact: compact)
        case .auroraWave: return RichAuroraPaths.auroraWave(compact: compact)
        case .vinylSpin: return RichRetroPaths.vinylSpin(compact: compact)
        case .pixelHeart: return RichRetroPaths.pixelHeart(compact: compact)
        case .dragonCurve: return RichCharmPaths.dragonCurve(compact: compact)
        case .rainGarden: return RichNaturePaths.rainGarden(compact: compact)
        case .quantumKnot: return RichTechPaths.quantumKnot(compact: compact)
        case .rocketOrbit: return RichTechPaths.rocketOrbit(compact: compact)
        }
    }

    /// The rect the path is laid out in: the glyph's bounds inset by 18% on each side
    /// (auroraWave: 19% horizontally, 22% vertically).
    public func pathRect(in bounds: Rect) -> Rect {
        let (fx, fy) = isAurora ? (0.19, 0.22) : (0.18, 0.18)
        return bounds.insetBy(dx: bounds.width * fx, dy: bounds.height * fy)
    }

    /// The rect the accent is laid out in: the path rect inset by another 15%.
    public func accentRect(in bounds: Rect) -> Rect {
        let rect = pathRect(in: bounds)
        return rect.insetBy(dx: rect.width * 0.15, dy: rect.height * 0.15)
    }

    /// The style's path laid out in the glyph bounds.
    public func path(role: RefreshRole, in bounds: Rect, look: RefreshLook = .original) -> Path {
        let rect = pathRect(in: bounds)
        let fit = AffineTransform.scale(x: rect.width / Sketch.side, y: rect.height / Sketch.side)
            .translatedBy(x: rect.minX, y: rect.minY)
        return designPath(role: role, look: look).applying(fit)
    }

    /// The corner ticks' length as a fraction of the accent rect's shorter side: 0.18
    /// (0.22 in the rich look).
    public static func cornerTickFraction(look: RefreshLook) -> Double { look == .rich ? 0.22 : 0.18 }

    /// The accent path laid out in the glyph bounds; nil for styles without one.
    public func accentPath(in bounds: Rect, look: RefreshLook = .original) -> Path? {
        let rect = accentRect(in: bounds)
        switch accent {
        case .none:
            return nil
        case .oval:
            return Path(ovalIn: rect)
        case .cornerTicks:
            // From each corner in turn (clockwise from the top left): along the edge
            // across, then along the edge down or up.
            let tick = min(rect.width, rect.height) * Self.cornerTickFraction(look: look)
            var path = Path()
            for (corner, dx, dy) in [
                (Point(rect.minX, rect.minY), 1.0, 1.0), (Point(rect.maxX, rect.minY), -1.0, 1.0),
                (Point(rect.maxX, rect.maxY), -1.0, -1.0), (Point(rect.minX, rect.maxY), 1.0, -1.0),
            ] {
                path.move(to: corner)
                path.line(to: corner + Vector(dx * tick, 0))
                path.move(to: corner)
                path.line(to: corner + Vector(0, dy * tick))
            }
            return path
        case .lotus:
            if look == .original { return NaturePaths.lotus(in: rect, petals: 3) }
            let base = Point(rect.midX, rect.maxY)
            let length = rect.height
            var path = Path()
            for (angle, scale) in [(-50.0, 0.72), (0.0, 1.0), (50.0, 0.72)] {
                path.append(
                    contentsOf: RichNaturePaths.petal(from: base, angle: angle, length: length * scale, width: 0.3))
            }
            return Sketch.fit(path, into: rect)
        }
    }
}
