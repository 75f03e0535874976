import TTGArguments
import TTGCaptcha

/// Where `serve` keeps its captcha state: `sqlite:PATH`, a file on this machine (the embedded
/// default, shared by the processes that open it).
enum CaptchaStoreAddress: Sendable, Equatable {
    case sqlite(path: String)

    /// The store at this address, opened (and created when it is a new file).
    func open() throws -> any CaptchaStore {
        switch self {
        case .sqlite(let path): try SQLiteStore(path: path)
        }
    }

    var text: String {
        switch self {
        case .sqlite(let path): "sqlite:" + path
        }
    }
}

extension ArgumentValue where Value == CaptchaStoreAddress {
    /// `sqlite:PATH`.
    static var storeAddress: Self {
        ArgumentValue(
            "STORE",
            parse: { text, option in
                if text.hasPrefix("sqlite:"), text.count > "sqlite:".count {
                    return .sqlite(path: String(text.dropFirst("sqlite:".count)))
                }
                throw CLIError.badValue(option, text, "is not a store: give sqlite:PATH")
            }, format: \.text)
    }
}
