import Testing

@testable import QuizDaemon

@Suite struct BearerTokenTests {
  @Test func accepts_theTokenAlone_neverTheTokenWithBytesAfterIt() throws {
    let sut = try #require(BearerToken("s3cret"))

    #expect(sut.accepts("Bearer s3cret"))
    #expect(!sut.accepts("Bearer s3cre"))
    // 256 more bytes: a length compared in one byte would not see them.
    #expect(!sut.accepts("Bearer s3cret" + String(repeating: "\u{0}", count: 256)))
    #expect(!sut.accepts("Bearer s3cret" + String(repeating: "x", count: 512)))
  }
}
