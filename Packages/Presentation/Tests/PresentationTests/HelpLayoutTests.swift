import Domain
import LanguagePacks
import Testing

@testable import Presentation

/// The first things a newcomer reads fit a 24-row terminal 80 columns wide in every language: help
/// and its sub-helps in 22 lines or fewer, the banner in two, every line under 80 columns; and they
/// are derived from the families of questions.
@Suite struct HelpLayoutTests {
  @Test(arguments: Language.allCases)
  func help_andEverySubHelp_fitATerminalOf24Rows(language: Language) {
    let book = ChatPhrasebook.of(language)
    let texts = [book.helpText] + HelpTopic.allCases.map { book.helpText(on: $0) }

    for text in texts {
      let rows = Self.rows(text, columns: 80)
      #expect(rows <= 22, "\(language): \(rows) rows\n\(text)")
    }
  }

  @Test(arguments: Language.allCases)
  func help_givesEachFamilyOneRow(language: Language) {
    let book = ChatPhrasebook.of(language)
    for line in book.helpText.split(separator: "\n") {
      #expect(line.count < 80, "\(language): \(line)")
    }
  }

  /// The rows `text` takes on a terminal `columns` wide, wrapped at spaces as the terminal chat does.
  static func rows(_ text: String, columns: Int) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { total, line in
      var rows = 1
      var width = 0
      for word in line.split(separator: " ") {
        if width > 0, width + 1 + word.count > columns {
          rows += 1
          width = word.count
        } else {
          width += (width > 0 ? 1 : 0) + word.count
        }
      }
      return total + rows
    }
  }

  @Test(arguments: Language.allCases)
  func help_hasOneLinePerFamilyGamesFavouritesNearMeAndCommands(language: Language) {
    let book = ChatPhrasebook.of(language)
    let help = book.helpText

    for kind in [
      ChatPhrasebook.Kind.familyFacts, .familyPlaces, .familyTime, .familySets, .familyGames,
      .familyFavourites, .familyNearMe, .familyCommands,
    ] {
      #expect(help.contains(book.text(kind)), "\(language) help lacks \(kind)")
    }
    for topic in HelpTopic.allCases {
      #expect(help.contains(book.commandWords[.helpOn(topic)]?.first ?? "?"), "\(topic)")
    }
    #expect(help.contains(book.favourites.add.first ?? "?"))
    #expect(help.contains(GamePhrasebook.of(language).suggestions.first ?? "?"))
  }

  @Test func help_showsAFamilysFirstExample_onlyWhileTheListHasIt() {
    let book = ChatPhrasebook.english
    let withoutTime = Capability.all.filter { CapabilityFamily.of($0.intent) != .time }

    #expect(book.helpText.contains(book.example(.localTime)))
    #expect(!book.helpText(listing: withoutTime).contains(book.text(.familyTime)))
    #expect(!book.helpText(on: .places, listing: withoutTime).contains(book.example(.localTime)))
  }

  @Test(arguments: Language.allCases)
  func banner_isTwoLinesUnder80Columns(language: Language) {
    let banner = ChatPhrasebook.of(language).banner()

    #expect(banner.count == 2)
    for line in banner {
      #expect(line.count < 80 && !line.contains("\n") && !line.contains("{"), "\(line)")
    }
    #expect(banner[1].contains(ChatPhrasebook.of(language).firstExample()))
  }

  @Test(arguments: Language.allCases)
  func greetingReplies_areShortAndInTheLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    for kind in Greeting.Kind.allCases {
      let text = book.reply(to: kind)
      #expect(!text.isEmpty && !text.contains("{") && text.count < 160, "\(language) \(kind)")
      if language != .english { #expect(text != ChatPhrasebook.english.reply(to: kind)) }
    }
  }

  @Test func packedExamples_fitTheirRowsWhenTooManyForOneALine() {
    let examples = (1...40).map { "Example question number \($0)?" }

    let lines = ChatPhrasebook.listed(examples, indent: "  ", rows: 21)

    #expect(lines.count <= 21)
    #expect(lines.allSatisfy { $0.count <= 78 })
    #expect(lines.joined().contains("Example question number 40?"))
    #expect(ChatPhrasebook.listed(["a", "b"], indent: "  ", rows: 21) == ["  a", "  b"])
  }
}
