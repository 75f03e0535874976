import TTGTestSupport
import Testing

/// The Lottie schema check accepts a minimal valid animation and names what is wrong in others.
@Suite(.enabled(if: LottieSchema.isAvailable, "needs .build/test-venv with lottie-specs (make deps)"))
struct LottieSchemaTests {
    /// A valid animation: one shape layer holding a red rectangle path.
    static func document(root: String = #""fr":30"#, layer: String = #""ty":4,"ks":{}"#) -> String {
        """
        {\(root),"ip":0,"op":30,"w":100,"h":80,"layers":[
         {\(layer),"ip":0,"op":30,"shapes":[{"ty":"gr","it":[
          {"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10,10],[60,10],[60,50],[10,50]],
           "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},
          {"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":100}},
          {"ty":"tr"}]}]}]}
        """
    }

    @Test func minimalAnimationIsValid() throws {
        #expect(try LottieSchema.errors(in: Self.document()) == [])
        #expect(try LottieSchema.errors(in: RLottiePlayerTests.document()) == [])
    }

    @Test func wrongTypeIsReportedAtItsPath() throws {
        let errors = try LottieSchema.errors(in: Self.document(root: #""fr":"thirty""#))
        #expect(errors == ["$.fr: 'thirty' is not of type 'number'"])
    }

    @Test func missingRequiredFieldsAreReported() throws {
        #expect(
            try LottieSchema.errors(in: Self.document(layer: #""ty":4"#)) == [
                "$.layers[0]: 'ks' is a required property"
            ])
        let noRate = try LottieSchema.errors(in: Self.document(root: #""nm":"x""#))
        #expect(noRate == ["$: 'fr' is a required property"])
    }

    /// Lottie 1.0 keyframes hold arrays, even for a scalar such as opacity.
    @Test func scalarKeyframeValuesMustBeArrays() throws {
        let layer = #""ty":4,"ks":{"o":{"a":1,"k":[{"t":0,"s":100},{"t":30,"s":[0]}]}}"#
        #expect(
            try LottieSchema.errors(in: Self.document(layer: layer)) == [
                "$.layers[0].ks.o.k[0].s: 100 is not of type 'array'"
            ])
    }

    /// What the schema lets through: a layer with no `ty` is an "unknown layer" (allowed, so it
    /// is no check on ours); `td` and `ef` are not in the schema and, extra keys being allowed, pass
    /// unchecked; `tt` is checked (a matte mode 0…4).
    @Test func unknownLayersAndUnlistedKeysPass() throws {
        #expect(try LottieSchema.errors(in: Self.document(layer: #""ks":{}"#)) == [])
        #expect(try LottieSchema.errors(in: Self.document(layer: #""ty":4,"ks":{},"td":1,"ef":[{"ty":5}]"#)) == [])
        #expect(try LottieSchema.errors(in: Self.document(layer: #""ty":4,"ks":{},"tt":1,"tp":2"#)) == [])
        #expect(
            try LottieSchema.errors(in: Self.document(layer: #""ty":4,"ks":{},"tt":9"#)) == [
                "$.layers[0].tt: 9 is not one of 0, 1, 2, 3, 4"
            ])
    }

    @Test func notJSONIsAnError() throws {
        let errors = try LottieSchema.errors(in: "{ not json")
        #expect(errors.count == 1 && errors[0].hasPrefix("$: cannot read JSON"))
    }
}
