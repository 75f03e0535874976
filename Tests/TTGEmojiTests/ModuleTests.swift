import Testing
import TTGEmoji

/// The family's module builds and links into the test bundle.
@Test func emojiModuleLinks() {
    #expect(Bool(true))
}
