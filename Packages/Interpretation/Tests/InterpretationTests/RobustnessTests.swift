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
    var generator = SplitMix64(seed: 0x5EED)
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

/// A small deterministic generator, so the random test is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
