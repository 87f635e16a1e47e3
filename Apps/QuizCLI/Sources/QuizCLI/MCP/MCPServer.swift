import Domain
import Foundation
import Presentation

/// `quiz mcp`: the quiz as a Model Context Protocol server, so that an assistant can ask it. JSON-RPC
/// 2.0 messages, one per line, on standard input; each request's response, one per line, on standard
/// output; notifications get none. The tools are `MCPTool.all`.
public struct MCPServer: Sendable {
  let engine: ConversationEngine
  let answerer: QuizAnswerer
  let now: @Sendable () -> Date

  /// The protocol revisions it speaks, the newest first: a client asking for another gets the newest.
  static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

  /// No message of this protocol's tools is near this long; a longer line is refused unread.
  static let longestMessage = 64 * 1024

  public init(
    engine: ConversationEngine, answerer: QuizAnswerer,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.engine = engine
    self.answerer = answerer
    self.now = now
  }

  /// Answers each line of standard input until it ends; 74 when standard output failed.
  public func run(streams: StandardStreams) async -> Int32 {
    while streams.outputError == nil,
      let (line, isCut) = streams.readRawLine(maximumBytes: Self.longestMessage)
    {
      let response =
        isCut
        ? Self.error(id: "null", .invalidRequest, "the message is longer than 64 KiB")
        : await respond(to: line)
      if let response { streams.write(response + "\n") }
    }
    return streams.outputError == nil ? ExitStatus.answered : ExitStatus.writeFailed
  }

  /// The response to one message, nil for a notification or a blank line.
  public func respond(to line: String) async -> String? {
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    guard let message = JSONValue.parse(line) else {
      return Self.error(id: "null", .parseError, "the line is not JSON")
    }
    guard message.isObject, message["jsonrpc"] == .string("2.0"),
      let method = message["method"]?.string
    else {
      let id = message["id"]?.idText ?? "null"
      return Self.error(id: id, .invalidRequest, "not a JSON-RPC 2.0 request")
    }
    guard let idValue = message["id"] else { return nil }
    guard let id = idValue.idText else {
      return Self.error(id: "null", .invalidRequest, "the id must be a string or an integer")
    }
    let params = message["params"]
    if let params, !params.isObject {
      return Self.error(id: id, .invalidParams, "params must be an object")
    }
    switch method {
    case "initialize": return Self.result(id: id, initialize(params))
    case "ping": return Self.result(id: id, JSONObjectWriter())
    case "tools/list":
      var json = JSONObjectWriter()
      json.add("tools", objects: MCPTool.all.map(\.listing))
      return Self.result(id: id, json)
    case "tools/call":
      guard let name = params?["name"]?.string,
        let tool = MCPTool.all.first(where: { $0.name == name })
      else {
        return Self.error(id: id, .invalidParams, "no such tool")
      }
      return Self.result(id: id, await call(tool, params?["arguments"]))
    default:
      return Self.error(id: id, .methodNotFound, "no such method")
    }
  }

  private func initialize(_ params: JSONValue?) -> JSONObjectWriter {
    let asked = params?["protocolVersion"]?.string ?? ""
    var json = JSONObjectWriter()
    json.add(
      "protocolVersion",
      Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0])
    var tools = JSONObjectWriter()
    tools.add("listChanged", false)
    var capabilities = JSONObjectWriter()
    capabilities.add("tools", object: tools)
    json.add("capabilities", object: capabilities)
    var info = JSONObjectWriter()
    info.add("name", "country-quiz")
    info.add("title", "Country Quiz")
    info.add("version", AppInfo.version)
    json.add("serverInfo", object: info)
    json.add(
      "instructions",
      """
      Facts about the world's countries and territories (capitals, flags, people, money, languages, \
      borders, time, places), offline, from REST Countries data. Ask in plain words with `ask`; \
      its replies say when they did not understand, never guess.
      """)
    return json
  }

  /// JSON-RPC's error codes this server answers with.
  enum ErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
  }

  static func result(id: String, _ result: JSONObjectWriter) -> String {
    var json = JSONObjectWriter()
    json.add("jsonrpc", "2.0")
    json.add("id", json: id.utf8)
    json.add("result", object: result)
    return json.text
  }

  static func error(id: String, _ code: ErrorCode, _ message: String) -> String {
    var error = JSONObjectWriter()
    error.add("code", integer: code.rawValue)
    error.add("message", message)
    var json = JSONObjectWriter()
    json.add("jsonrpc", "2.0")
    json.add("id", json: id.utf8)
    json.add("error", object: error)
    return json.text
  }
}
