import Foundation
import Presentation
import Testing

@testable import QuizDaemon

/// `GET /flags/<CODE>.svg` through the routes, and the daemon's replies pointing at it.
@Suite struct FlagRouteTests {
  @Test func flag_isServedAsCachedSVGUnderAStrictPolicy() async {
    let response = await sampleQuizAPI().respond(to: get("/flags/FR.svg"))

    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "image/svg+xml")
    #expect(response.header("Cache-Control") == "public, max-age=31536000, immutable")
    #expect(response.header("ETag")?.count == 18)
    #expect(response.header("Content-Security-Policy")?.hasPrefix("default-src 'none';") == true)
    #expect(response.header("X-Content-Type-Options") == "nosniff")
    #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<svg "))
  }

  @Test func lowerCaseCode_getsTheSameFlag() async {
    let sut = sampleQuizAPI()

    let lower = await sut.respond(to: get("/flags/fr.svg"))
    let upper = await sut.respond(to: get("/flags/FR.svg"))

    #expect(lower.status == 200)
    #expect(lower.body == upper.body)
  }

  @Test(arguments: [
    "/flags/ZZ.svg", "/flags/FRA.svg", "/flags/F.svg", "/flags/.svg", "/flags/F1.svg",
    "/flags/../x", "/flags/../FR.svg", "/flags/F/R.svg", "/flags/FR.png", "/flags/FR.svg/",
    "/flags/%46R.svg", "/flags/", "/flags",
    "/flags/" + String(repeating: "A", count: 5000) + ".svg",
  ])
  func anythingButACountrysFlag_is404(path: String) async {
    let response = await sampleQuizAPI().respond(to: get(path))

    #expect(response.status == 404)
    #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
  }

  @Test func knownTag_is304WithoutABody() async throws {
    let sut = sampleQuizAPI()
    let tag = try #require(await sut.respond(to: get("/flags/BE.svg")).header("ETag"))

    let again = await sut.respond(
      to: ServerRequest(method: "GET", target: "/flags/BE.svg", headers: [("If-None-Match", tag)]))
    let other = await sut.respond(
      to: ServerRequest(
        method: "GET", target: "/flags/BE.svg", headers: [("If-None-Match", #""0000""#)]))

    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(
      !String(decoding: again.serialized(keepsAlive: true), as: UTF8.self).contains(
        "Content-Length"))
    #expect(other.status == 200)
  }

  @Test func flags_areCountedUnderTheirTemplateNotEachPath() async {
    let sut = sampleQuizAPI()
    _ = await sut.respond(to: get("/flags/FR.svg"))
    _ = await sut.respond(to: get("/flags/ZZ.svg"))

    let metrics = String(decoding: await sut.respond(to: get("/metrics")).body, as: UTF8.self)

    #expect(metrics.contains(#"quizd_requests_total{route="/flags/{code}.svg",status="200"} 1"#))
    #expect(metrics.contains(#"quizd_requests_total{route="/flags/{code}.svg",status="404"} 1"#))
    #expect(!metrics.contains("/flags/FR.svg"))
  }

  @Test func flagAnswer_pointsAtThisServersFlag() async throws {
    let reply = try object(await sampleQuizAPI().respond(to: ask(["question": "flag of chad"])))

    #expect(reply["image"] as? String == "/flags/TD.svg")
  }

  @Test func flagGameRound_pointsAtThisServersFlag_notAnotherHost() async throws {
    let reply = try object(await sampleQuizAPI().respond(to: ask(["question": "quiz me on flags"])))

    let image = try #require(reply["image"] as? String)
    #expect(reply["outcome"] as? String == "game")
    #expect(image.hasPrefix("/flags/") && image.hasSuffix(".svg"), "\(image)")
    #expect(!image.contains("//"))
  }

  /// The sample data has no coordinates to list places by, so the list reply is made by hand.
  @Test func listItems_pointAtThisServersFlags_andACodeWithoutOneGetsNone() throws {
    var reply = Reply(
      question: "countries near me", outcome: .answer, intent: .nearby, countries: ["BE", "ZZ"],
      text: "The closest countries:\nBelgium\nNowhere")
    reply.entries = [
      Reply.Entry(code: "BE", flag: "🇧🇪", image: "https://flagcdn.com/w320/be.png", name: "Belgium"),
      Reply.Entry(code: "ZZ", flag: "", image: "https://flagcdn.com/w320/zz.png", name: "Nowhere"),
    ]

    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(reply.jsonObject(flagImages: QuizAPI.flagLinks).bytes)) as? [String: Any])

    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.map { $0["image"] as? String } == ["/flags/BE.svg", nil])
    #expect(
      reply.jsonLine.contains("https://flagcdn.com/w320/be.png"), "quiz --json keeps the data's")
  }

  @Test func page_allowsImagesFromThisServerOnly() async {
    let page = await sampleQuizAPI().respond(to: get("/"))

    let policy = page.header("Content-Security-Policy") ?? ""
    #expect(policy.contains("img-src 'self' data:;"))
    #expect(!policy.contains("http"))
  }

  private func get(_ target: String) -> ServerRequest {
    ServerRequest(method: "GET", target: target)
  }
}
