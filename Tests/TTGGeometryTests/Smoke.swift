import Testing
@Test func placeholderCompiles() {}
