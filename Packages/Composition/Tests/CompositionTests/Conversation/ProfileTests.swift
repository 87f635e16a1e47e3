import Composition
import Domain
import DomainTestSupport
import Foundation
import Presentation
import Testing

@Suite struct ProfileTests {
  @Test func json_readsBackTheSameProfile() throws {
    let profile = Profile(favourites: ["JP", "PE"])

    #expect(Profile(json: profile.json) == profile)
  }

  @Test func json_dropsWhatIsNotAnAlpha2CodeAndRepeats() throws {
    let json = Data(#"{"favourites": ["jp", "JP", "Peru", "", 3, "CL"], "unknown": {"x": 1}}"#.utf8)

    // A non-string element makes the whole array unreadable, so it is dropped, not the profile.
    #expect(Profile(json: json) == Profile())
    let strings = Data(#"{"favourites": ["jp", "JP", "Peru", "", "CL", "<b>"]}"#.utf8)
    #expect(Profile(json: strings)?.favourites == ["JP", "CL"])
  }

  @Test(arguments: ["[]", "\"x\"", "not json", "{\"favourites\": "])
  func json_refusesWhatIsNotAnObject(text: String) {
    #expect(Profile(json: Data(text.utf8)) == nil)
  }

  @Test func json_ofAnObjectWithoutKnownFields_isAnEmptyProfile() {
    #expect(Profile(json: Data(#"{"favourites": "JP"}"#.utf8)) == Profile())
  }

  @Test func clear_forgetsTheConversationButKeepsTheProfile() async {
    let engine = QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all), readyFor: .seconds(60)
      ) { _ in ReadingInterpreterStub(readings: [:]) })
    let conversation = Conversation(
      intent: .capital, countries: ["PE"], profile: Profile(favourites: ["JP"]))

    let (event, next) = await engine.send("clear", in: conversation)

    #expect(event == .clear)
    #expect(next == Conversation(profile: Profile(favourites: ["JP"])))
  }

  @Test func text_leavesTheProfileOut() {
    let conversation = Conversation(intent: .capital, profile: Profile(favourites: ["JP"]))

    #expect(!conversation.text.contains("JP"))
    #expect(Conversation(text: conversation.text)?.profile == Profile())
  }
}
