import TTGGeometry
import TTGPuzzle
import Testing

@testable import TTGCaptcha

/// The keys and click rules on tracks written out by hand: a person pressing arrows (a press, a
/// held key's first delay, then its repeat with the jitter of a real keyboard), a script's timer,
/// a click held as a finger holds it.
@Suite struct CaptchaInputTests {
    let start = CaptchaFixtures.start  // (20, 70)
    let hole = CaptchaFixtures.blank  // (150, 40): 130 right, 30 up

    /// Shift+Right 13 times (a press, then a held key repeating), Up 30 times in three holds.
    func personsKeys(repeatEvery interval: Double = 33, jitter: [Double] = [0, 0.8, -0.6, 1.4, -1.1]) -> DragTrack {
        var samples = [DragTrack.Sample(time: 0, x: start.x, y: start.y)]
        var (time, x, y) = (900.0, start.x, start.y)
        for press in 0..<13 {
            x += 10
            samples.append(DragTrack.Sample(time: time, x: x, y: y))
            time += (press == 0 ? 420 : interval) + jitter[press % jitter.count]
        }
        time += 600
        for press in 0..<30 {
            y -= 1
            samples.append(DragTrack.Sample(time: time, x: x, y: y))
            time += (press % 10 == 0 ? 380 : interval) + jitter[press % jitter.count]
        }
        return DragTrack(samples)
    }

    @Test func aPersonsKeysAreAccepted() {
        #expect(CaptchaInput.keys.refusal(personsKeys(), from: start, to: hole) == nil)
        // A held key repeats evenly after its first delay: still a person's, thanks to the delays.
        #expect(CaptchaInput.keys.refusal(personsKeys(jitter: [0]), from: start, to: hole) == nil)
    }

    @Test func scriptedKeysAreRefused() {
        // One press every 20 ms, exactly, no pause: a timer.
        var samples = [DragTrack.Sample(time: 0, x: start.x, y: start.y)]
        var (x, y) = (start.x, start.y)
        for index in 0..<43 {
            if index < 13 { x += 10 } else { y -= 1 }
            samples.append(DragTrack.Sample(time: 500 + Double(index) * 20, x: x, y: y))
        }
        #expect(CaptchaInput.keys.refusal(DragTrack(samples), from: start, to: hole) == .regularTiming)
        // Faster than any key repeats.
        var quick = samples
        quick[5].time = quick[4].time + 2
        for index in 6..<quick.count { quick[index].time = quick[5].time + Double(index - 5) * 40 + 150 }
        #expect(CaptchaInput.keys.refusal(DragTrack(quick), from: start, to: hole) == .tooFast)
        // A step no key makes (7 points), a diagonal one, or a track that does not end at the drop.
        var odd = personsKeys().samples
        odd[3].x -= 3
        #expect(CaptchaInput.keys.refusal(DragTrack(odd), from: start, to: hole) == .step)
        var diagonal = personsKeys().samples
        diagonal[20].x += 1
        #expect(CaptchaInput.keys.refusal(DragTrack(diagonal), from: start, to: hole) == .step)
        #expect(CaptchaInput.keys.refusal(personsKeys(), from: start, to: Point(151, 40)) == .endpoints)
        #expect(CaptchaInput.keys.refusal(DragTrack([]), from: start, to: hole) == .malformed)
    }

    @Test func aClickIsJudgedByReactionAndHold() {
        func click(_ down: Double, _ up: Double, at point: Point) -> DragTrack {
            DragTrack([
                DragTrack.Sample(time: down, x: point.x, y: point.y),
                DragTrack.Sample(time: up, x: point.x, y: point.y),
            ])
        }
        #expect(CaptchaInput.click.refusal(click(1800, 1890, at: hole), from: start, to: hole) == nil)
        #expect(CaptchaInput.click.refusal(click(120, 210, at: hole), from: start, to: hole) == .tooFast)
        #expect(CaptchaInput.click.refusal(click(1800, 1805, at: hole), from: start, to: hole) == .hold)
        #expect(CaptchaInput.click.refusal(click(1800, 9000, at: hole), from: start, to: hole) == .hold)
        #expect(CaptchaInput.click.refusal(click(1800, 1890, at: Point(140, 40)), from: start, to: hole) == .step)
        #expect(
            CaptchaInput.click.refusal(DragTrack([DragTrack.Sample(time: 900, x: 150, y: 40)]), from: start, to: hole)
                == .malformed)
    }

    /// Through the service's rules: keys to the hole verify, keys to the wrong place miss, and a
    /// keys track that breaks its rules fails by its own reason.
    @Test func keysAndClicksAreJudgedOnTheChallenge() {
        let policy = CaptchaPolicy()
        let later = CaptchaFixtures.issuedAt + 8
        var challenge = CaptchaFixtures.challenge()
        let keys = CaptchaAttempt(drop: hole, track: personsKeys(), input: .keys)
        #expect(
            challenge.judge(keys, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .verified)
        var second = CaptchaFixtures.challenge()
        let click = CaptchaAttempt(
            drop: Point(100, 40),
            track: DragTrack([DragTrack.Sample(time: 1500, x: 100, y: 40), DragTrack.Sample(time: 1590, x: 100, y: 40)]
            ),
            input: .click)
        #expect(
            second.judge(click, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .failed(.miss, retriesLeft: 2))
        // A drag's rules would refuse a click (two samples): the click's own rules judge it.
        let dragged = CaptchaAttempt(drop: click.drop, track: click.track, input: .drag)
        #expect(
            second.judge(dragged, from: CaptchaFixtures.client, now: later, policy: policy, replayed: false)
                == .failed(.track(.tooFewPoints), retriesLeft: 1))
        #expect(CaptchaReason.input(.keys, .regularTiming).name == "keys.regularTiming")
    }
}
