import Composition
import Foundation
import Testing

@testable import QuizCLI

/// `quiz mcp`'s messages, one line in and one line out, over the bundled data.
@Suite struct MCPServerTests {
  let server: MCPServer = {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return MCPServer(engine: QuizComposer.makeEngine(answerer: answerer), answerer: answerer)
  }()

  private func send(_ line: String) async throws -> [String: Any] {
    let response = try #require(await server.respond(to: line))
    #expect(!response.contains("\n"))
    return try #require(
      try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any])
  }

  private func call(_ tool: String, _ arguments: [String: String], id: Int = 7) async throws
    -> [String: Any]
  {
    let message: [String: Any] = [
      "jsonrpc": "2.0", "id": id, "method": "tools/call",
      "params": ["name": tool, "arguments": arguments],
    ]
    let line = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
    let response = try await send(line)
    #expect(response["id"] as? Int == id)
    return try #require(response["result"] as? [String: Any])
  }

  private func structured(_ result: [String: Any]) throws -> [String: Any] {
    try #require(result["structuredContent"] as? [String: Any])
  }

  @Test func initialize_agreesOnAKnownRevisionAndNamesTheServer() async throws {
    let known = try await send(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
    )
    let unknown = try await send(
      #"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#
    )

    let result = try #require(known["result"] as? [String: Any])
    #expect(result["protocolVersion"] as? String == "2025-03-26")
    #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "country-quiz")
    #expect((result["capabilities"] as? [String: Any])?["tools"] != nil)
    #expect(unknown["id"] as? String == "a")
    #expect((unknown["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-06-18")
  }

  @Test func stringID_isEchoedEscapedAsItCame() async throws {
    let response = try await send(#"{"jsonrpc":"2.0","id":"a\"b\u2028c","method":"ping"}"#)

    #expect(response["id"] as? String == "a\"b\u{2028}c")
  }

  @Test func notification_getsNoResponse() async {
    #expect(
      await server.respond(to: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
    #expect(await server.respond(to: "   ") == nil)
  }

  @Test func toolsList_describesEachToolsArguments() async throws {
    let response = try await send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)

    let tools = try #require((response["result"] as? [String: Any])?["tools"] as? [[String: Any]])
    #expect(tools.compactMap { $0["name"] as? String } == ["ask", "country", "countries"])
    let country = try #require(tools.first { $0["name"] as? String == "country" })
    let schema = try #require(country["inputSchema"] as? [String: Any])
    #expect(schema["required"] as? [String] == ["code"])
    let facts = try #require(
      ((schema["properties"] as? [String: Any])?["fact"] as? [String: Any])?["enum"] as? [String])
    #expect(facts.contains("capital") && facts.contains("localTime"))
    #expect(!facts.contains("distance") && !facts.contains("superlative"))
  }

  @Test func ask_answersInTheQuestionsLanguageAndFollowsUpThroughTheContext() async throws {
    let first = try structured(await call("ask", ["question": "quelle est la capitale du Pérou ?"]))
    let context = try #require(first["context"] as? String)
    let second = try structured(
      await call("ask", ["question": "et son drapeau ?", "context": context]))

    #expect(first["outcome"] as? String == "answer")
    #expect(first["intent"] as? String == "capital")
    #expect(first["countries"] as? [String] == ["PE"])
    #expect((first["text"] as? String)?.contains("Lima") == true)
    #expect(second["intent"] as? String == "flag")
    #expect(second["countries"] as? [String] == ["PE"])
  }

  @Test func ask_refusesWhatItDidNotUnderstandAndAContextItNeverGave() async throws {
    let refused = try structured(await call("ask", ["question": "what does the fox say"]))
    let forged = try await call("ask", ["question": "and its flag?", "context": "not|a|context"])

    #expect(refused["outcome"] as? String == "unrecognized")
    #expect(forged["isError"] as? Bool == true)
  }

  @Test func country_givesAFactByEitherCodeInTheAskedLanguage() async throws {
    let capital = try await call("country", ["code": "per", "fact": "capital", "language": "es"])
    let overview = try structured(await call("country", ["code": "JP"]))
    let unknown = try await call("country", ["code": "ZZ"])

    #expect(capital["isError"] as? Bool == false)
    let text = try #require(try structured(capital)["text"] as? String)
    #expect(text.contains("Lima") && text.contains("Perú"))
    #expect(overview["intent"] as? String == "overview")
    #expect(overview["card"] != nil)
    #expect(unknown["isError"] as? Bool == true)
  }

  @Test func countries_listsAGroupNamedInAnyCase() async throws {
    let region = try structured(await call("countries", ["region": "south america"]))
    let currency = try structured(await call("countries", ["currency": "chf"]))
    let both = try await call("countries", ["region": "Europe", "currency": "EUR"])
    let none = try await call("countries", ["spokenLanguage": "Klingon"])

    #expect(region["intent"] as? String == "countriesInRegion")
    #expect((region["countries"] as? [String])?.contains("PE") == true)
    #expect(Set(currency["countries"] as? [String] ?? []) == ["CH", "LI"])
    #expect(both["isError"] as? Bool == true)
    #expect(none["isError"] as? Bool == true)
  }

  @Test(arguments: [
    ("this is not json", -32700),
    (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600),
    (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, -32600),
    (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600),
    (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, -32600),
    (#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#, -32601),
    (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"rm"}}"#, -32602),
    (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":[1]}"#, -32602),
  ])
  func badMessage_getsTheJSONRPCErrorForIt(line: String, code: Int) async throws {
    let response = try await send(line)

    #expect((response["error"] as? [String: Any])?["code"] as? Int == code)
    #expect(response["result"] == nil)
  }

  @Test(arguments: [
    #"{"question":3}"#, #"{}"#, #"{"question":"capital of peru","mood":"happy"}"#,
    #"{"question":"\#(String(repeating: "a", count: 1_001))"}"#,
  ])
  func badArguments_areAToolErrorTheAssistantCanCorrect(arguments: String) async throws {
    let response = try await send(
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ask","arguments":\#(arguments)}}"#
    )

    let result = try #require(response["result"] as? [String: Any])
    #expect(result["isError"] as? Bool == true)
    #expect((result["content"] as? [[String: Any]])?.first?["text"] is String)
  }
}
