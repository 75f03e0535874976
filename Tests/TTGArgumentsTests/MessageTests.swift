import TTGArguments
import TTGBase
import Testing

/// A message names options as parts of their own, which each front end spells its way.
@Suite struct MessageTests {
    static let rate = Option("rate", help: "", default: 1.0, .number())
    static let output = Option("output", short: "o", help: "", default: "a.png", .text("FILE"))

    @Test func optionsInterpolateAsParts() {
        let message: Message =
            "\(Self.rate.flag): is \(Self.output) or \(Self.output.spec) or \(option: "fps"), not \(2)"
        #expect(
            message.parts == [
                .option("rate"), .words(": is "), .option("output"), .words(" or "), .option("output"),
                .words(" or "), .option("fps"), .words(", not 2"),
            ])
    }

    @Test func eachFrontEndSpellsTheOptionsItsWay() {
        let error = CLIError.badValue(Self.output, "x.tiff", "has no known extension; give \(ExportNames.format)")
        #expect(
            error.commandLineText(options: [Self.output.spec]) == "-o: 'x.tiff' has no known extension; give --format")
        #expect(error.parameterText == "output: 'x.tiff' has no known extension; give format")
        #expect(error.option == "output")
    }

    @Test func theOptionAnErrorIsAboutIsTheOneItOpensWith() {
        #expect(CLIError.usage("\(Self.rate.flag): too fast").option == "rate")
        #expect(CLIError.usage("\(Self.rate.flag) and \(Self.output.flag) cannot be used together").option == nil)
        #expect(CLIError.usage("missing \(Self.rate.flag)").option == nil)
        #expect(CLIError("cannot read the disk", status: .ioError, about: "output").option == "output")
    }

    @Test func aPositionalIsNamedAsItIs() {
        let message: Message = "\(OptionName(positional: "shell")): unknown value 'tcsh'"
        #expect(message.parts == [.words("shell: unknown value 'tcsh'")])
    }
}

/// A name for the test's words: the `format` option, by its name alone.
private enum ExportNames {
    static let format = OptionName("format")
}
