import Testing
@testable import TTGRenderCLI

/// The hand-written parser in-process: forms of options, values that look like options, suggestions.
@Suite struct ArgumentParserTests {
    private let command = CommandSpec(
        name: "test", abstract: "A test command.", usage: "test",
        options: [
            OptionSpec("point", value: "X,Y", help: "A point."),
            OptionSpec("output", short: "o", value: "FILE", help: "Output."),
            OptionSpec("fill", value: "COLOR", help: "Fill.", optionalValue: true),
            .flag("fit", help: "Fit."),
        ])

    @Test func longOptionsTakeTheNextArgumentEvenWhenItStartsWithADash() throws {
        let parsed = try ArgumentParser.parse(["--point", "-3.5,2", "--output=-", "-ox.png"], for: command)
        #expect(parsed.occurrences == [.init(name: "point", value: "-3.5,2"), .init(name: "output", value: "-"),
                                       .init(name: "output", value: "x.png")])
        #expect(parsed.string("output") == "x.png")
    }

    @Test func optionalValuesAndFlags() throws {
        let parsed = try ArgumentParser.parse(["--fill", "--fit", "--", "--fill"], for: command)
        #expect(parsed.occurrences == [.init(name: "fill", value: nil), .init(name: "fit", value: nil)])
        #expect(parsed.positionals == ["--fill"])
        // An optional value never swallows a short option.
        let short = try ArgumentParser.parse(["--fill", "-o", "x.png", "--fill", "red"], for: command)
        #expect(short.occurrences == [.init(name: "fill", value: nil), .init(name: "output", value: "x.png"),
                                      .init(name: "fill", value: "red")])
    }

    @Test func errorsNameTheOption() throws {
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--fit=yes"], for: command) }
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--point"], for: command) }
        do {
            _ = try ArgumentParser.parse(["--pont", "1,2"], for: command)
            Issue.record("expected an error")
        } catch let error as CLIError {
            #expect(error.message == "unknown option '--pont'; did you mean '--point'?")
            #expect(error.status == .usage)
        }
    }

    @Test func typedValues() throws {
        let parsed = try ArgumentParser.parse(["--point", "1e2,-0.5"], for: command)
        let point = try #require(try parsed.point("point"))
        #expect(point == (100, -0.5))
        #expect(throws: CLIError.self) { try ValueParser.number("1,5", option: "--x") }
        #expect(throws: CLIError.self) { try ValueParser.number("-inf", option: "--x") }
        #expect(throws: CLIError.self) { try ValueParser.number("", option: "--x") }
        #expect(try ValueParser.pair("20x30", option: "--size", separator: "x", form: "WxH") == (20, 30))
    }

    @Test func helpShowsDefaultsAndFlags() {
        let help = HelpFormatter.help(for: command, program: "ttg-render")
        #expect(help.contains("--fill [COLOR]"))
        #expect(help.contains("-o, --output FILE"))
        #expect(help.contains("-h, --help"))
    }
}
