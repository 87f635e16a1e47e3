import Domain
import LanguagePacks
import Presentation
import Testing

@testable import QuizCLI

@Suite struct ReplyStyleTests {
  @Test(arguments: [
    (ReplyStyle.Mode.chat, "Type retry, or press Enter, to ask again."),
    (.oneShot, "Run the same command again to retry."),
  ])
  func render_offersTheRetryThisShellHasOnARetryableReply(mode: ReplyStyle.Mode, hint: String) {
    var sut = ReplyStyle(usesColor: false, writesJSON: false)
    sut.mode = mode

    let text = sut.render(
      ReplyPresenter.reply(to: "capital of peru", error: .unavailable(.timedOut)))

    #expect(text.hasSuffix(hint + "\n"))
  }

  @Test func table_headsItsColumnsInTheGamesLanguage() {
    let sut = ReplyStyle(usesColor: false, writesJSON: false)
    let results = [GameResult(mark: .wrong, question: "Drapeau 🇧🇯", answer: "Bénin")]

    let table = sut.table(results, headings: GamePhrasebook.of(.french).tableHeadings)

    #expect(table.hasPrefix("   Question posée  Réponse\n"))
    #expect(table.hasSuffix("✗  Drapeau 🇧🇯      Bénin"))
  }

  @Test func render_offersNoRetryWhenItCannotHelp() {
    var sut = ReplyStyle(usesColor: false, writesJSON: false)
    sut.mode = .chat

    let text = sut.render(
      ReplyPresenter.reply(
        to: "capital of atlantis", error: .notFound(intent: .capital, name: "atlantis")))

    #expect(!text.contains("retry"))
  }

  @Test func render_wrapsToTheColumnsGiven() {
    var sut = ReplyStyle(usesColor: false, writesJSON: false)
    sut.columns = { 20 }

    let text = sut.render(ReplyPresenter.reply(to: "x", error: .unrecognized))

    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 20 })
  }

  @Test func render_neverLetsControlCharactersFromTheDataReachTheTerminal() {
    let reply = Reply(
      question: "capital of france", outcome: .answer, intent: .capital, countries: ["FR"],
      text: "The capital of France is Paris\u{1B}]0;PWNED\u{7}\u{1B}[2J.",
      notice: "Answered from \u{1B}[31molder data\u{9B}0m.")

    let plain = ReplyStyle(usesColor: false, writesJSON: false).render(reply)
    let json = ReplyStyle(usesColor: false, writesJSON: true).render(reply)

    #expect(plain == "The capital of France is Paris.\nAnswered from older data.\n")
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(json.contains(#"Paris\u001b]0;PWNED\u0007"#))
  }

  @Test func render_paintsAGamesLinesByTheirKind() {
    let reply = Reply(
      question: "Lima", outcome: .game, intent: nil,
      lines: [
        Reply.Line(.right, "✓ Right!"), Reply.Line(.wrong, "✗ No."), Reply.Line(.hint, "Hint: L"),
        Reply.Line(.heading, "Question 2 of 10"), Reply.Line(.notice, "Type your answer."),
      ])

    let text = ReplyStyle(usesColor: true, writesJSON: false).render(reply)

    #expect(
      text == "\u{1B}[32m✓ Right!\u{1B}[0m\n\u{1B}[31m✗ No.\u{1B}[0m\n\u{1B}[33mHint: L\u{1B}[0m\n"
        + "\u{1B}[1mQuestion 2 of 10\u{1B}[0m\n\u{1B}[2mType your answer.\u{1B}[0m\n")
  }

  @Test func render_neverReadsALinesWords() {
    let reply = Reply(
      question: "x", outcome: .game, intent: nil,
      lines: [Reply.Line(.plain, "✓ Right!"), Reply.Line(.plain, "✗ Hint: Missed: Time's up!")])

    let text = ReplyStyle(usesColor: true, writesJSON: false).render(reply)

    #expect(text == "✓ Right!\n✗ Hint: Missed: Time's up!\n")
  }

  @Test func render_coloursByOutcomeOnlyWhenAsked() {
    let reply = ReplyPresenter.reply(to: "x", error: .unavailable(.timedOut))

    #expect(ReplyStyle(usesColor: true, writesJSON: false).render(reply).hasPrefix("\u{1B}[31m"))
    #expect(!ReplyStyle(usesColor: false, writesJSON: false).render(reply).contains("\u{1B}"))
  }
}
