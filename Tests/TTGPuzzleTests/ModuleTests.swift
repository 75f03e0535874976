import Testing
import TTGPuzzle

/// The family's module builds and links into the test bundle.
@Test func puzzleModuleLinks() {
    #expect(Bool(true))
}
