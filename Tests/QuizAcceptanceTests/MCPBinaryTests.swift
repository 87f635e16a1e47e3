import Foundation
import Testing

/// `quiz mcp` spoken to as an assistant's client speaks to it: the built binary on pipes, one
/// request at a time, each response read before the next request is written.
@Suite struct MCPBinaryTests {
  /// The built `quiz mcp`, with a watchdog that ends it if a response never comes.
  final class Client {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var buffer = Data()

    init() throws {
      process.executableURL = productsDirectory().appendingPathComponent("quiz")
      process.arguments = ["mcp", "--offline"]
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let process = self.process
      DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
        if process.isRunning { process.terminate() }
      }
    }

    func notify(_ message: String) {
      input.fileHandleForWriting.write(Data((message + "\n").utf8))
    }

    /// Writes one request and reads its one-line response; nil when the server ended first.
    func request(_ message: String) throws -> [String: Any]? {
      notify(message)
      var newline = buffer.firstIndex(of: 0x0A)
      while newline == nil {
        let more = output.fileHandleForReading.availableData
        if more.isEmpty { return nil }
        buffer.append(more)
        newline = buffer.firstIndex(of: 0x0A)
      }
      guard let end = newline else { return nil }
      let line = buffer[buffer.startIndex..<end]
      buffer.removeSubrange(buffer.startIndex...end)
      return try JSONSerialization.jsonObject(with: line) as? [String: Any]
    }

    func finish() -> Int32 {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  @Test func assistantSession_initializesListsToolsAndAsksAFollowUp() throws {
    let client = try Client()

    let hello = try #require(
      try client.request(
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#
      ))
    client.notify(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    let list = try #require(try client.request(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#))
    let first = try #require(
      try client.request(
        #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"ask","arguments":{"question":"whats the capitl of Frnace?"}}}"#
      ))
    let answer = try #require(
      (first["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
    let context = try #require(answer["context"] as? String)
    let followUp = try JSONSerialization.data(withJSONObject: [
      "jsonrpc": "2.0", "id": 3, "method": "tools/call",
      "params": [
        "name": "ask", "arguments": ["question": "and its population?", "context": context],
      ],
    ])
    let second = try #require(try client.request(String(decoding: followUp, as: UTF8.self)))
    let garbage = try #require(try client.request("{not json"))
    let status = client.finish()

    #expect((hello["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-06-18")
    let tools = (list["result"] as? [String: Any])?["tools"] as? [[String: Any]] ?? []
    #expect(tools.count == 3)
    #expect(answer["intent"] as? String == "capital")
    #expect((answer["text"] as? String)?.contains("Paris") == true)
    let population =
      (second["result"] as? [String: Any])?["structuredContent"] as? [String: Any] ?? [:]
    #expect(population["intent"] as? String == "population")
    #expect(population["countries"] as? [String] == ["FR"])
    #expect((garbage["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(status == 0)
  }
}
