import Domain
import Interpretation
import Testing

@Suite struct RobustnessTests {
  private let sut = Confusables.interpreter

  @Test func interpret_handlesAMegabyteLine() {
    let line = "capital of France " + String(repeating: "x", count: 1_000_000)

    #expect(sut.interpret(line)?.subject == .country("FR"))
  }

  @Test func interpret_neverReadsAWordCutInTwoByTheLengthLimitAsAPlace() {
    let opening = "what is the capital of "
    let padding = String(repeating: " ", count: 398 - opening.count)
    let line = opening + padding + "Venezuela"

    let subject = sut.interpret(line)?.subject

    #expect(subject != .unknownPlace("ve"))
    #expect(subject != .unknownPlace("Ve"))
  }

  @Test func interpret_handlesAHundredThousandRepeatsOfAKeyword() {
    let line = String(repeating: "capital ", count: 100_000)

    #expect(sut.interpret(line) == nil)
  }

  @Test(arguments: [
    "\u{0}\u{1}\u{2}capital\u{0}of\u{7F}France", "\u{1B}[31mflag of France\u{1B}[0m",
    "\u{FFFD}\u{FFFD}capital of France",
    "🇫🇷🇫🇷🇫🇷", "?!?!.,;:'\"", "\u{202E}capital of France", "ｃａｐｉｔａｌ ｏｆ Ｆｒａｎｃｅ",
  ])
  func interpret_neverCrashesOnControlCharactersOrOddScripts(text: String) {
    _ = sut.interpret(text)
  }

  @Test func interpret_neverCrashesOnTenThousandRandomStrings() {
    var generator = SeededGenerator(seed: 0x5EED)
    let alphabet = Array(
      "abcdefghijklmnopqrstuvwxyz ABCXYZ'\"-?!.,éçüøß日本🇫🇷🚩\u{0}\u{1B}\u{7F}0123456789")
    var confidentAnswers = 0

    for _ in 0..<10_000 {
      let length = Int(generator.next() % 80)
      let text = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      if case .country = sut.interpret(text)?.subject { confidentAnswers += 1 }
    }

    #expect(confidentAnswers < 20)
  }
}
