import Testing
import TTGRefresh

/// The family's module builds and links into the test bundle.
@Test func refreshModuleLinks() {
    #expect(Bool(true))
}
