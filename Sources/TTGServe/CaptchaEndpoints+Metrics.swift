import TTGCaptcha
import TTGHTTP

extension CaptchaEndpoints {
    /// Starts the captcha's counters at zero for every label set known beforehand, so a
    /// dashboard's `rate()` works from the first scrape: challenges by source, refusals by reason,
    /// redemptions by outcome, and the verdicts by result, reason and input (every reason a drop of
    /// that input can fail or lock for).
    static func declareMetrics(in metrics: ServiceMetrics) {
        metrics.declare(
            "ttg_captcha_challenges_total", help: challengesHelp,
            labels: ["pool", "drawn", "workOnly"].map { "source=\"\($0)\"" })
        metrics.declare(
            "ttg_captcha_refused_total", help: refusedHelp,
            labels: (["origin", "rate"] + [CaptchaRefusal.unknown, .expired, .used, .work].map(\.rawValue)).map {
                "reason=\"\($0)\""
            })
        let outcomes =
            ["badRequest", "badSecret"]
            + [Redemption.redeemed, .alreadyRedeemed, .expired, .unknown, .invalid].map(\.rawValue)
        metrics.declare(
            "ttg_captcha_redemptions_total", help: redemptionHelp, labels: outcomes.map { "outcome=\"\($0)\"" })
        let verdicts = CaptchaInput.allCases.flatMap { input in
            let label = "input=\"\(input.rawValue)\""
            return ["result=\"verified\",reason=\"solved\",\(label)"]
                + CaptchaReason.all(for: input).flatMap { reason in
                    (reason.locksAtOnce ? ["locked"] : ["failed", "locked"]).map {
                        "result=\"\($0)\",reason=\"\(reason.name)\",\(label)"
                    }
                }
        }
        metrics.declare("ttg_captcha_verdicts_total", help: verdictHelp, labels: verdicts)
    }
}
