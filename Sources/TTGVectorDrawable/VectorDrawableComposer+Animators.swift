import TTGScene

/// The kinds of value an `objectAnimator` moves, as `android:valueType` names them.
enum AnimatedValueType: String {
    case float = "floatType"
    case color = "colorType"
    case path = "pathType"
}

extension VectorDrawableComposer {
    /// Sets `android:PROPERTY` on `element` from one value a sample: the first sample's value
    /// (left out when it is `fallback`, Android's default), and where it moves by more than
    /// `tolerance`, an `objectAnimator` with the timeline's keyframes and curves
    /// (``AnimationSampling/keyframes(_:in:tolerance:)``).
    func set(
        _ element: inout AndroidXMLElement, _ property: String, _ samples: [[Double]], tolerance: Double,
        type: AnimatedValueType, fallback: String? = nil, format: ([Double]) -> String
    ) throws {
        let first = format(samples[0])
        if first != fallback { element["android:" + property] = first }
        guard let timing, samples.count > 1 else { return }
        let keyframes = timing.sampling.keyframes(samples, in: timing.run, tolerance: tolerance)
        guard keyframes.count > 1 else { return }
        animate(&element, try objectAnimator(property, keyframes, type: type, timing: timing, format: format))
    }

    /// A number attribute.
    func set(
        _ element: inout AndroidXMLElement, _ property: String, _ samples: [Double], tolerance: Double,
        fallback: String? = nil
    ) throws {
        try set(&element, property, samples.map { [$0] }, tolerance: tolerance, type: .float, fallback: fallback) {
            VectorDrawableNumber.format($0[0])
        }
    }

    /// Adds `animator` to the element's target, naming the element when it has no name.
    func animate(_ element: inout AndroidXMLElement, _ animator: AndroidXMLElement) {
        let name: String
        if let given = element["android:name"] {
            name = given
        } else {
            name = uniqueName(
                element.name == "group" ? "group" : element.name.replacingOccurrences(of: "-", with: "_"))!
            element.attributes.insert(.init(name: "android:name", value: name), at: 0)
        }
        if let index = animators.firstIndex(where: { $0.target == name }) {
            animators[index].animators.append(animator)
        } else {
            animators.append((name, [animator]))
        }
    }

    /// One `objectAnimator` over the whole span: `valueFrom`/`valueTo` and one interpolator for
    /// two keyframes, else a `propertyValuesHolder` of `<keyframe>`s, each with the curve of the
    /// interval before it (Android's rule). A path takes no keyframes: a shape that changes
    /// through more than two is a sequence (``pathSequence(_:_:timing:format:)``), refused in a
    /// loop.
    func objectAnimator(
        _ property: String, _ keyframes: [Keyframe], type: AnimatedValueType, timing: VectorDrawableTiming,
        format: ([Double]) -> String
    ) throws -> AndroidXMLElement {
        var animator = AndroidXMLElement("objectAnimator", [("android:duration", String(timing.duration))])
        if timing.loops { animator["android:repeatCount"] = "infinite" }
        let fractions = keyframes.map { timing.fraction($0.time) }
        if keyframes.count == 2, fractions[0] == 0, fractions[1] == 1 {
            animator.attributes.insert(.init(name: "android:propertyName", value: property), at: 0)
            animator["android:valueFrom"] = format(keyframes[0].value)
            animator["android:valueTo"] = format(keyframes[1].value)
            animator["android:valueType"] = type.rawValue
            interpolate(&animator, keyframes[0].easing)
            return animator
        }
        if type == .path {
            guard !timing.loops else {
                throw VectorDrawableUnsupported(
                    "a loop whose path changes shape through \(keyframes.count) keyframes (pathData takes no keyframes, and an AnimatedVectorDrawable repeats one animator, not a sequence)"
                )
            }
            return pathSequence(property, keyframes, timing: timing, format: format)
        }
        var holder = AndroidXMLElement(
            "propertyValuesHolder", [("android:propertyName", property), ("android:valueType", type.rawValue)])
        var points = Array(zip(fractions, keyframes))
        // Android's keyframes span 0…1: the first value held from the start, the last to the end.
        if let first = points.first, first.0 > 0 { points.insert((0, first.1), at: 0) }
        if let last = points.last, last.0 < 1 { points.append((1, last.1)) }
        for (index, (fraction, keyframe)) in points.enumerated() {
            var element = AndroidXMLElement(
                "keyframe",
                [
                    ("android:fraction", VectorDrawableTiming.fractionText(fraction)),
                    ("android:value", format(keyframe.value)),
                ])
            if index > 0 {
                let previous = points[index - 1].1
                interpolate(&element, previous.holds || previous.time == keyframe.time ? .linear : previous.easing)
            }
            holder.children.append(element)
        }
        animator.children = [holder]
        return animator
    }

    /// A path through more than two keyframes, played once: a `<set>` of one `objectAnimator`
    /// an interval, each from its keyframe to the next with the interval's curve, started at its
    /// keyframe's time (`startOffset`, whole milliseconds) and lasting until the next's.
    private func pathSequence(
        _ property: String, _ keyframes: [Keyframe], timing: VectorDrawableTiming, format: ([Double]) -> String
    ) -> AndroidXMLElement {
        let milliseconds = keyframes.map { Int((timing.fraction($0.time) * Double(timing.duration)).rounded()) }
        var set = AndroidXMLElement("set")
        for index in keyframes.indices.dropLast() {
            var animator = AndroidXMLElement(
                "objectAnimator",
                [
                    ("android:propertyName", property), ("android:startOffset", String(milliseconds[index])),
                    ("android:duration", String(milliseconds[index + 1] - milliseconds[index])),
                    ("android:valueFrom", format(keyframes[index].value)),
                    ("android:valueTo", format(keyframes[index + 1].value)), ("android:valueType", "pathType"),
                ])
            interpolate(&animator, keyframes[index].holds ? .linear : keyframes[index].easing)
            set.children.append(animator)
        }
        return set
    }

    /// Shows `group` only over stretch `index` of the sampling's runs (from its first sample's
    /// time until the next stretch's): `scaleX` and `scaleY` 1 there and 0 elsewhere, jumping
    /// within a microsecond of each change, which the timeline makes at its own instant.
    func showOnly(_ group: inout AndroidXMLElement, stretch index: Int) {
        guard let timing else { return }
        let runs = timing.sampling.runs
        let starts = runs.map { timing.fraction(timing.sampling.times[$0.lowerBound]) }
        let lead = VectorDrawableTiming.jumpLead
        var points: [(Double, Double)] = [(0, index == 0 ? 1 : 0)]
        if index > 0 { points += [(starts[index] - lead, 0), (starts[index], 1)] }
        if index + 1 < runs.count { points += [(starts[index + 1] - lead, 1), (starts[index + 1], 0)] }
        points.append((1, points.last!.1))
        let shown = points[0].1 == 1
        if !shown {
            group["android:scaleX"] = "0"
            group["android:scaleY"] = "0"
        }
        var animator = AndroidXMLElement("objectAnimator", [("android:duration", String(timing.duration))])
        if timing.loops { animator["android:repeatCount"] = "infinite" }
        for property in ["scaleX", "scaleY"] {
            var holder = AndroidXMLElement(
                "propertyValuesHolder", [("android:propertyName", property), ("android:valueType", "floatType")])
            for (offset, point) in points.enumerated() {
                var keyframe = AndroidXMLElement(
                    "keyframe",
                    [
                        ("android:fraction", VectorDrawableTiming.fractionText(min(1, max(0, point.0)))),
                        ("android:value", VectorDrawableNumber.format(point.1)),
                    ])
                if offset > 0 { keyframe["android:interpolator"] = "@android:interpolator/linear" }
                holder.children.append(keyframe)
            }
            animator.children.append(holder)
        }
        if group["android:name"] == nil {
            group.attributes.insert(.init(name: "android:name", value: uniqueName("stretch")!), at: 0)
        }
        animate(&group, animator)
    }

    /// The interval's curve: Android's linear interpolator, or a `pathInterpolator` of the
    /// curve's control points, inline.
    func interpolate(_ element: inout AndroidXMLElement, _ easing: TimingFunction) {
        if easing == .linear {
            element["android:interpolator"] = "@android:interpolator/linear"
            return
        }
        let f: (Double) -> String = VectorDrawableNumber.format
        element.children.append(
            AndroidXMLElement(
                "aapt:attr", [("name", "android:interpolator")],
                children: [
                    AndroidXMLElement(
                        "pathInterpolator",
                        [
                            ("android:controlX1", f(easing.x1)), ("android:controlY1", f(easing.y1)),
                            ("android:controlX2", f(easing.x2)), ("android:controlY2", f(easing.y2)),
                        ])
                ]))
    }
}
