import Domain
import Foundation
import LanguagePacks
import Testing

@testable import QuizDaemon

/// The daemon's descriptions of what the quiz answers come from `Capability.all`.
@Suite struct DerivedPlacesTests {
  @Test func openAPI_listsEveryIntentOfTheCapabilityList() throws {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.text.utf8)) as? [String: Any])
    let components = try #require(document["components"] as? [String: Any])
    let schemas = try #require(components["schemas"] as? [String: Any])
    let reply = try #require(schemas["Reply"] as? [String: Any])
    let properties = try #require(reply["properties"] as? [String: Any])
    let intent = try #require(properties["intent"] as? [String: Any])
    let names = try #require(intent["enum"] as? [Any]).compactMap { $0 as? String }

    #expect(names == Capability.all.map(\.intent.rawValue))
  }

  @Test func webPage_hintsAtEverythingTheQuizAnswers() {
    #expect(WebPage.html.contains(ChatPhrasebook.english.summary))
  }
}
