import TTGArguments
import TTGGeometry
import Testing

@testable import TTGCommands

/// The hand-written parser in-process: forms of options, values that look like options, typed
/// values and defaults, required options, rules, suggestions.
@Suite struct ArgumentParserTests {
    private struct Options: OptionGroup {
        let point = Option("point", help: "A point.", .point)
        let output = Option("output", short: "o", help: "Output.", default: "out.png", .text("FILE"))
        let fill = Option("fill", help: "Fill.", default: nil, bare: .black, .colorOrNone)
        let fit = Flag("fit", help: "Fit.")
        let size = Option("size", help: "Size.", default: 220, .number("W", in: 8...8192))
        let speed = Option("speed", help: "Speed.", default: 1, .number("S", in: .above(0, upTo: 100)))
        let other = Option("other", help: "Other.", .number())
        let step = Option("step", help: "Step.", .number(), repeatable: true)
    }

    private let options = Options()
    private var command: CommandSpec {
        CommandSpec(
            name: "test", abstract: "A test command.", options: options.specs,
            rules: [.conflicts(options.fit, with: options.point), .requires(options.other, options.point, options.fit)])
    }

    @Test func optionsAreFoundInDeclarationOrder() {
        #expect(options.specs.map(\.name) == ["point", "output", "fill", "fit", "size", "speed", "other", "step"])
    }

    @Test func longOptionsTakeTheNextArgumentEvenWhenItStartsWithADash() throws {
        let parsed = try ArgumentParser.parse(["--point", "-3.5,2", "--output=-", "-ox.png"], for: command)
        #expect(
            parsed.occurrences == [
                .init(name: "point", value: "-3.5,2"), .init(name: "output", value: "-"),
                .init(name: "output", value: "x.png"),
            ])
        #expect(try parsed[options.output] == "x.png")
        #expect(try parsed[options.point] == Point(-3.5, 2))
    }

    @Test func absentOptionsReadAsTheirDefaults() throws {
        let parsed = try ArgumentParser.parse([], for: command)
        #expect(try parsed[options.output] == "out.png")
        #expect(try parsed[options.size] == 220)
        #expect(try parsed[options.point] == nil)
        #expect(try parsed[options.fill] == nil)
        #expect(parsed[options.fit] == false)
    }

    @Test func optionalValuesAndFlags() throws {
        let parsed = try ArgumentParser.parse(["--fill", "--", "--fill"], for: command)
        #expect(parsed.occurrences == [.init(name: "fill", value: nil)])
        #expect(parsed.positionals == ["--fill"])
        #expect(try parsed[options.fill] == .black)
        // An optional value never swallows a short option.
        let short = try ArgumentParser.parse(["--fill", "-o", "x.png", "--fill", "red"], for: command)
        #expect(
            short.occurrences == [
                .init(name: "fill", value: nil), .init(name: "output", value: "x.png"),
                .init(name: "fill", value: "red"),
            ])
    }

    @Test func repeatableOptionsKeepEveryValue() throws {
        let parsed = try ArgumentParser.parse(
            ["--step", "1", "--size", "10", "--step", "2", "--size", "20"], for: command)
        #expect(try parsed.all(options.step) == [1, 2])
        #expect(try parsed[options.size] == 20)
    }

    @Test func rangesMayBeOpen() throws {
        let zero = try ArgumentParser.parse(["--speed", "0"], for: command)
        #expect(throws: CLIError.self) { try zero[options.speed] }
        do {
            _ = try zero[options.speed]
        } catch let error as CLIError {
            #expect(error.description == "--speed: '0' is out of range (0, 100]")
        }
        #expect(try ArgumentParser.parse(["--speed", "100"], for: command)[options.speed] == 100)
        #expect(NumberRange(0, 1).description == "0…1")
        #expect(NumberRange(0, 1, includesUpper: false).description == "[0, 1)")
    }

    @Test func rulesAreEnforcedByTheParser() throws {
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--fit", "--point", "1,2"], for: command) }
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--other", "3"], for: command) }
        _ = try ArgumentParser.parse(["--other", "3", "--fit"], for: command)
        do {
            _ = try ArgumentParser.parse(["--other", "3"], for: command)
        } catch let error as CLIError {
            #expect(error.description == "--other needs --point or --fit")
        }
    }

    @Test func requiredOptionsAreReportedMissing() throws {
        let required = CommandSpec(
            name: "t", abstract: "", options: [Option(required: "d", help: "Data.", .pathData).spec])
        do {
            _ = try ArgumentParser.parse([], for: required)
            Issue.record("expected an error")
        } catch let error as CLIError {
            #expect(error.description == "missing --d D")
            #expect(error.status == .usage)
        }
    }

    @Test func errorsNameTheOption() throws {
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--fit=yes"], for: command) }
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["--point"], for: command) }
        do {
            _ = try ArgumentParser.parse(["--pont", "1,2"], for: command)
            Issue.record("expected an error")
        } catch let error as CLIError {
            #expect(error.description == "unknown option '--pont'; did you mean '--point'?")
            #expect(error.status == .usage)
        }
    }

    @Test func typedValues() throws {
        let number = ArgumentValue<Double>.number()
        #expect(throws: CLIError.self) { try number.parse("1,5", OptionName("x")) }
        #expect(throws: CLIError.self) { try number.parse("-inf", OptionName("x")) }
        #expect(throws: CLIError.self) { try number.parse("", OptionName("x")) }
        #expect(try ArgumentValue<Size>.size().parse("20x30", OptionName("size")) == Size(20, 30))
        #expect(throws: CLIError.self) { try ArgumentValue<Double>.number(in: 0.2...0.7).parse("5", OptionName("x")) }
    }

    @Test func helpShowsDefaultsRangesAndFlags() {
        let help = HelpFormatter.help(for: command, words: ["test"], program: "ttg-render")
        #expect(help.contains("--fill [COLOR]"))
        #expect(help.contains("-o, --output FILE"))
        #expect(help.contains("-h, --help"))
        #expect(help.contains("Size (8…8192). [default: 220]"))
        #expect(help.contains("Speed, in (0, 100]. [default: 1]"))
        #expect(help.contains("--step N ..."))
    }
}
