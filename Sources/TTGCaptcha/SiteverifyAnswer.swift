import TTGBase

/// What `POST /v1/siteverify` answers and `puzzle redeem` prints, one JSON object for both.
public enum SiteverifyAnswer {
    /// `siteverify`'s answer (and `puzzle redeem`'s line): success with the challenge and how it
    /// was passed (`method`: `puzzle`, or `work` alone; `input`: `drag`, `keys`, `click` or `work`,
    /// so a site may ask more of the inputs that carry less of a hand), or the reason as
    /// reCAPTCHA's error codes spell theirs.
    public static func body(_ redemption: Redemption, _ token: PassToken?) -> JSON {
        guard redemption == .redeemed, let token else {
            let code: String
            switch redemption {
            case .alreadyRedeemed: code = "already-redeemed"
            case .expired: code = "expired"
            case .invalid: code = "invalid-input-response"
            case .unknown, .redeemed: code = "unknown-token"
            }
            return .object([("success", .bool(false)), ("error-codes", .array([.string(code)]))])
        }
        return .object([
            ("success", .bool(true)), ("challenge", .string(token.challenge)),
            ("method", .string(token.method.rawValue)), ("input", .string(token.input.rawValue)),
        ])
    }
}
