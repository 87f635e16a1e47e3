import Composition
import Domain
import Presentation
import Testing

@Suite struct QuizComposerTests {
  @Test func makeAnswerer_answersOfflineFromTheBundledSnapshot() async throws {
    let sut = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))

    let answer = try await sut.load().get().answer("What is the capital of Belgium?")

    #expect(answer.countries.map(\.cca2) == ["BE"])
    #expect(answer.provenance.origin == .bundled)
  }

  @Test func makeChatSession_repliesInTheDataSpelling() async {
    let sut = QuizComposer.makeChatSession(configuration: QuizConfiguration(isOffline: true))

    let reply = await sut.ask("flag of curacao")

    #expect(reply.text == "The flag of Curaçao is 🇨🇼")
  }

  @Test func makeAnswerer_rememberingLines_answersAsWithout() async throws {
    let plain = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    let remembering = QuizComposer.makeAnswerer(
      configuration: QuizConfiguration(isOffline: true), rememberedLines: 16)

    let plainData = try await plain.load().get()
    let rememberingData = try await remembering.load().get()
    for line in ["capital of peru", "capital of peru", "population of japan", "capital of korea"] {
      #expect(rememberingData.read(line) == plainData.read(line))
    }
  }
}
