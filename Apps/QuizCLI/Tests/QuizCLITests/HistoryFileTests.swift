import Foundation
import QuizCLI
import Testing

@Suite struct HistoryFileTests {
  @Test func saveThenLoad_keepsLinesInOrder() {
    let sut = makeSUT()

    sut.save(["capital of peru", "flag of chile"])

    #expect(sut.load() == ["capital of peru", "flag of chile"])
  }

  @Test func save_keepsOnlyTheNewestLinesUpToTheLimit() {
    let sut = makeSUT(limit: 3)

    sut.save((1...10).map { "question \($0)" })

    #expect(sut.load() == ["question 8", "question 9", "question 10"])
  }

  @Test func save_createsTheFileReadableByItsOwnerOnly() throws {
    let sut = makeSUT()

    sut.save(["capital of peru"])

    let attributes = try FileManager.default.attributesOfItem(atPath: sut.file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  /// The limit counts characters, not bytes: a line of accented or emoji characters under it stays.
  @Test func load_keepsALineOfManyBytesButFewEnoughCharacters() throws {
    let sut = makeSUT()
    let long = String(repeating: "é🇫🇷", count: LineEditor.maximumLength / 2)
    let tooLong = String(repeating: "é", count: LineEditor.maximumLength + 1)
    try FileManager.default.createDirectory(
      at: sut.file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("\(long)\n\(tooLong)\n   \nflag of peru\n".utf8).write(to: sut.file)

    #expect(sut.load() == [long, "flag of peru"])
  }

  @Test func load_returnsNothingWhenTheFileIsMissing() {
    #expect(makeSUT().load() == [])
  }

  @Test func load_skipsDamagedLinesOfACorruptedFile() throws {
    let sut = makeSUT()
    var data = Data("flag of peru\n".utf8)
    data.append(contentsOf: [0xFF, 0xFE, 0x00, 0x1B, 0x0A])
    data.append(Data(String(repeating: "x", count: 100_000).utf8))
    data.append(Data("\ncapital of chad\n".utf8))
    try FileManager.default.createDirectory(
      at: sut.file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: sut.file)

    #expect(sut.load() == ["flag of peru", "capital of chad"])
  }

  @Test func save_replacesTheFileWithoutLeavingTemporaryFiles() throws {
    let sut = makeSUT()
    sut.save(["one"])

    sut.save(["one", "two"])

    let folder = sut.file.deletingLastPathComponent()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history"])
    #expect(sut.load() == ["one", "two"])
  }

  @Test(arguments: [
    (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/country-quiz/history"),
    (["HOME": "/h"], "/h/.local/state/country-quiz/history"),
    (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/country-quiz/history"),
  ])
  func init_findsTheFileUnderTheStateFolder(environment: [String: String], path: String) {
    #expect(HistoryFile(environment: environment)?.file.path == path)
  }

  // MARK: - Helpers

  private func makeSUT(limit: Int = 500) -> HistoryFile {
    HistoryFile(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-history-\(UUID().uuidString)/history"), limit: limit)
  }
}
