import TTGArguments
import TTGCaptcha

/// The captcha's store as `serve` and `puzzle redeem` both read it: a token is spent in the same
/// store whichever redeems it. (The secret, which both read too, is ``CaptchaSecret``.)
package enum CaptchaStoreOption {
    package static let store = Option(
        "store",
        help: "Where challenges, remembered tracks and pass tokens are kept: sqlite:PATH, or redis://HOST:PORT/DB "
            + "for several machines.",
        default: CaptchaStoreAddress.sqlite(path: "ttg-captcha.sqlite3"), .storeAddress)
}

extension ArgumentValue where Value == CaptchaStoreAddress {
    /// `sqlite:PATH` or `redis://HOST[:PORT][/DB]`.
    static var storeAddress: Self {
        ArgumentValue(
            "STORE",
            parse: { text, option in
                if let address = CaptchaStoreAddress(text) { return address }
                if text.hasPrefix("redis://") {
                    throw CLIError.badValue(option, text, "is not redis://HOST[:PORT][/DB] (port 1…65535, DB 0…15)")
                }
                throw CLIError.badValue(option, text, "is not a store: give sqlite:PATH or redis://HOST:PORT/DB")
            }, format: \.text)
    }
}
