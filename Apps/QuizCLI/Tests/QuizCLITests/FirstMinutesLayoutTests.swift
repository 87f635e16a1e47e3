import Composition
import Domain
import LanguagePacks
import Presentation
import Testing

@testable import QuizCLI

/// What a newcomer sees first, as the terminal draws it at 80 columns: a banner of two lines, help
/// and its sub-helps within 22 rows, a refusal or a greeting within two, lists in aligned columns,
/// links whole.
@Suite struct FirstMinutesLayoutTests {
  private static let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  private var style: ReplyStyle {
    var style = ReplyStyle(usesColor: false, writesJSON: false)
    style.mode = .chat
    style.columns = { 80 }
    return style
  }

  @Test(arguments: Language.allCases)
  func banner_isTwoLines(language: Language) {
    let banner = InteractiveChat.banner(in: language, style: style)

    #expect(banner.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    #expect(banner.hasSuffix("\n"))
    let coloured = ReplyStyle(usesColor: true, writesJSON: false)
    #expect(InteractiveChat.banner(in: language, style: coloured).contains("\u{1B}[2m"))
  }

  @Test(arguments: Language.allCases)
  func help_andEachSubHelp_fit22RowsAt80Columns(language: Language) async {
    let book = ChatPhrasebook.of(language)
    let lines =
      [book.commandWords[.help]?.first ?? "help"]
      + HelpTopic.allCases.compactMap { book.commandWords[.helpOn($0)]?.first }

    for line in lines {
      let (event, _) = await Self.engine.send(line, in: Conversation(language: language))
      guard case .help(let text) = event else {
        Issue.record("\(language) \(line): \(event)")
        continue
      }
      let rows = style.wrap(text).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count <= 22, "\(language) \(line): \(rows.count) rows")
    }
  }

  @Test(arguments: [
    ("how do i boil an egg", Language.english),
    ("who designed the national flag of italy?", .english),
    ("what does the star on Vietnam's flag stand for", .english),
    ("que signifie l'étoile du drapeau du Vietnam", .french), ("qui a inventé la pizza", .french),
    ("qué significa la estrella de la bandera de Vietnam", .spanish),
    ("welches Meer grenzt an Bulgarien", .german), ("wer hat das Rad erfunden", .german),
    ("o que significa a estrela da bandeira do Vietname", .portuguese),
    ("che cosa significa la stella sulla bandiera del Vietnam", .italian),
  ])
  func cannotAnswer_fitsTwoLines_withOneExample(line: String, language: Language) async {
    let (reply, _) = await Self.engine.ask(line, in: Conversation())

    let shown = style.render(reply).split(separator: "\n")
    #expect(reply.outcome == .unrecognized && reply.language == language)
    #expect(shown.count <= 2, "\(shown.joined(separator: "\n"))")
    #expect(reply.suggestions.count == 1)
  }

  @Test(arguments: ["hello", "merci", "gracias", "danke", "obrigado", "grazie", "hola", "😀"])
  func greeting_fitsTwoLines(line: String) async {
    let (reply, _) = await Self.engine.ask(line, in: Conversation())

    #expect(style.render(reply).split(separator: "\n").count <= 2)
  }

  @Test func nearbyCountries_alignTheirDistancesInAColumn() async throws {
    let (reply, _) = await Self.engine.ask("countries near Peru", in: Conversation())

    let rows = style.render(reply).split(separator: "\n").suffix(reply.entries.count)
      .map(String.init)
    let kilometres = Set(rows.map { EntryColumns.width(String($0.prefix { $0 != "(" })) })
    #expect(kilometres.count == 1, "\(rows)")
    #expect(rows.first == "🇪🇨 Ecuador       905 km (562 miles)")
    #expect(rows.contains("🇨🇴 Colombia    1,619 km (1,006 miles)"))
  }

  @Test func searchMatches_sitInColumnsWhenWide_oneALineWhenNarrow() async {
    let (reply, _) = await Self.engine.ask("search guinea", in: Conversation())
    var narrow = style
    narrow.columns = { 24 }

    let wide = style.render(reply).split(separator: "\n").dropFirst()
    let tall = narrow.render(reply).split(separator: "\n").suffix(4)

    #expect(reply.entries.count == 4)
    #expect(wide.count < 4, "\(wide)")
    #expect(wide.first?.hasPrefix("🇬🇳 Guinea     ") == true, "\(wide)")
    #expect(tall.map(String.init) == reply.lines.dropFirst().map(\.text))
  }

  @Test func countriesNearAPlace_withoutATerminal_keepTheTextsLines() async {
    let (reply, _) = await Self.engine.ask("countries near Peru", in: Conversation())

    let plain = ReplyStyle(usesColor: false, writesJSON: false).render(reply)

    #expect(plain == reply.text + "\n")
  }

  @Test func longLink_staysWholeOnItsOwnLine() {
    let link = "https://www.openstreetmap.org/relation/" + String(repeating: "7", count: 60)

    let wrapped = TextWrapping.wrap("Maps: " + link + " and more", columns: 40)

    #expect(wrapped.split(separator: "\n").contains { $0 == link }, "\(wrapped)")
    #expect(TextWrapping.wrap(String(repeating: "x", count: 50), columns: 40).contains("\n"))
  }

  @Test(arguments: [30, 40, 60, 80])
  func cardLinks_areNeverSplit(columns: Int) async throws {
    let (reply, _) = await Self.engine.ask("tell me about peru", in: Conversation())
    let card = try #require(reply.card)

    let drawn = CardLayout.render(card, columns: columns)

    for link in card.links {
      #expect(drawn.contains(link.url), "\(columns): \(drawn)")
    }
  }
}
