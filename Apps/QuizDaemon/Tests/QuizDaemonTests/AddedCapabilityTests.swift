import Domain
import LanguagePacks
import Presentation
import Testing

@testable import QuizDaemon

/// Everything that says what the quiz answers is derived from the capability list, its families and
/// the packs: a capability added to the list shows in its sub-help, the examples, the web page's
/// hint in all six languages and in the OpenAPI document, with no other edit.
@Suite struct AddedCapabilityTests {
  /// The list without the internet domain, and with it added first.
  static let without = Capability.all.filter { $0.intent != .tld }
  static let with = [Capability.of(.tld)] + without

  @Test(arguments: Language.allCases)
  func addedCapability_showsInSubHelpExamplesAndTheWebHint(language: Language) throws {
    let book = ChatPhrasebook.of(language)
    let asks = try #require(LanguagePack(language).fact(.tld)?.asks)
    let example = book.example(.tld)

    for (listing, listed) in [(Self.without, false), (Self.with, true)] {
      let subHelp = book.helpText(on: .facts, listing: listing)
      #expect(subHelp.contains(example) == listed, "\(language) help facts")
      #expect(book.examples(inBrief: listing).contains(example) == listed, "\(language)")
      let page = WebPage.html(in: language, listing: listing)
      #expect(page.contains(WebPage.escaped(asks)) == listed, "\(language) web hint")
    }
  }

  @Test func addedCapability_showsInTheOpenAPIIntentsAndDescription() throws {
    let asks = try #require(LanguagePack(.english).fact(.tld)?.asks)

    for (listing, listed) in [(Self.without, false), (Self.with, true)] {
      let document = OpenAPIDocument.text(for: QuizAPI.routes, listing: listing)
      #expect(document.contains("\"tld\"") == listed)
      #expect(document.contains(asks) == listed)
    }
  }
}
