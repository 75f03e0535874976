import TTGArguments
import TTGCaptcha

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
