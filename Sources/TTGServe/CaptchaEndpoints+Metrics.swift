import TTGCaptcha
import TTGHTTP

extension CaptchaEndpoints {
    /// Starts the captcha's counters at zero for every label set known beforehand, so a
    /// dashboard's `rate()` works from the first scrape: challenges by source, refusals by reason,
    /// redemptions by outcome, and the verdicts a working captcha gives (verified, and failed as a
    /// miss, for each input). Verdicts for rarer reasons appear when first counted.
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
        let inputs = CaptchaInput.allCases.map { "input=\"\($0.rawValue)\"" }
        metrics.declare(
            "ttg_captcha_verdicts_total", help: verdictHelp,
            labels: inputs.flatMap { input in
                ["result=\"verified\",reason=\"solved\",\(input)", "result=\"failed\",reason=\"miss\",\(input)"]
            })
    }
}
