import Foundation
import Glibc
import LoopbackHTTP

/// A W3C WebDriver session with chromedriver over loopback: just the commands the tests use. Each
/// command is one HTTP/1.1 exchange on its own connection (`Connection: close`).
final class WebDriver {
  private let port: Int
  private let session: String
  private let driver: Process

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts chromedriver and a headless Chromium, at a phone's width unless told otherwise, whose user
  /// speaks `language` (its `Accept-Language` and `navigator.language`): English unless told otherwise,
  /// whatever the machine's locale.
  init(chromedriver: String, chromium: String, width: Int = 390, language: String = "en-US") throws
  {
    let (probe, port) = try LoopbackSocket.bound()
    close(probe)
    self.port = port
    driver = Process()
    driver.executableURL = URL(fileURLWithPath: chromedriver)
    driver.arguments = ["--port=\(port)"]
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    var ready = false
    for _ in 0..<100 where !ready {
      ready = (try? Self.command(port: port, "GET", "/status")) != nil
      if !ready { Thread.sleep(forTimeInterval: 0.1) }
    }
    let options: [String: Any] = [
      "binary": chromium,
      "args": [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=\(width),844", "--lang=\(language)",
      ],
      "prefs": ["intl.accept_languages": language],
    ]
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]
      ]
    ]
    let created = try Self.command(port: port, "POST", "/session", capabilities)
    guard let value = created["value"] as? [String: Any], let id = value["sessionId"] as? String
    else {
      kill(driver.processIdentifier, SIGKILL)
      throw Failure(description: "no WebDriver session: \(created)")
    }
    session = id
  }

  deinit {
    _ = try? Self.command(port: port, "DELETE", "/session/\(session)")
    // chromedriver ignores SIGTERM; the browser is already closed by the DELETE above.
    kill(driver.processIdentifier, SIGKILL)
    driver.waitUntilExit()
  }

  func open(_ url: URL) throws {
    _ = try command("POST", "url", ["url": url.absoluteString])
  }

  /// Opens a new tab of the same browser (sharing its storage) and returns its handle.
  func newTab() throws -> String {
    let reply = try command("POST", "window/new", ["type": "tab"])
    guard let value = reply["value"] as? [String: Any], let handle = value["handle"] as? String
    else {
      throw Failure(description: "no new tab: \(reply)")
    }
    return handle
  }

  /// The handle of the tab commands go to now.
  func currentTab() throws -> String {
    guard let handle = try command("GET", "window")["value"] as? String else {
      throw Failure(description: "no current tab")
    }
    return handle
  }

  /// Sends the next commands to the tab `handle`.
  func switchTo(tab handle: String) throws {
    _ = try command("POST", "window", ["handle": handle])
  }

  /// The first element matching a CSS selector, as a WebDriver element id.
  func element(_ selector: String) throws -> String {
    let found = try command("POST", "element", ["using": "css selector", "value": selector])
    guard let value = found["value"] as? [String: Any],
      let id = value.values.first as? String, value.count == 1
    else { throw Failure(description: "no element \(selector): \(found)") }
    return id
  }

  /// Types into an element; "\u{E007}" is Enter.
  func type(_ text: String, into element: String) throws {
    _ = try command("POST", "element/\(element)/value", ["text": text])
  }

  func click(_ element: String) throws {
    _ = try command("POST", "element/\(element)/click", [:])
  }

  /// Runs a script in the page and returns its result.
  @discardableResult
  func evaluate(_ script: String) throws -> Any? {
    try command("POST", "execute/sync", ["script": script, "args": []])["value"]
  }

  /// A PNG of the window, for a person to look at.
  func screenshot() throws -> Data {
    let value = try command("GET", "screenshot")["value"] as? String
    guard let value, let data = Data(base64Encoded: value) else {
      throw Failure(description: "no screenshot")
    }
    return data
  }

  /// Sends a Chrome DevTools Protocol command through chromedriver ("Emulation.setGeolocationOverride").
  @discardableResult
  func devTools(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
    let reply = try command("POST", "goog/cdp/execute", ["cmd": method, "params": parameters])
    if let value = reply["value"] as? [String: Any], value["error"] != nil {
      throw Failure(description: "\(method) failed: \(value)")
    }
    return reply
  }

  /// Polls the page until `script` returns a string containing `text`; returns that string. The
  /// default wait is generous on purpose: a loaded 2-core machine can take seconds to start quizd's
  /// first fetch, and a passing test returns as soon as the text shows.
  @discardableResult
  func waitFor(_ text: String, in script: String, timeout: Double = 45) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = (try evaluate(script) as? String) ?? ""
      if last.contains(text) { return last }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure(
      description:
        "no \(text.debugDescription) within \(timeout) s; page shows \(last.debugDescription)")
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws
    -> [String: Any]
  {
    try Self.command(port: port, method, "/session/\(session)/\(path)", body)
  }

  private static func command(
    port: Int, _ method: String, _ path: String, _ body: [String: Any]? = nil
  ) throws -> [String: Any] {
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    if body != nil {
      request += "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n"
    }
    let bytes = Array((request + "\r\n").utf8) + payload
    let descriptor = try LoopbackSocket.connected(to: port)
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        send(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { throw Failure(description: "send failed") }
      offset += sent
    }
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    let separator = Array("\r\n\r\n".utf8)
    var headEnd: Int?
    var length = Int.max
    // Read the head, then exactly Content-Length bytes: chromedriver may keep the connection open.
    while headEnd.map({ response.count < $0 + 4 + length }) ?? true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count <= 0 { break }
      response += chunk[0..<count]
      if headEnd == nil,
        let end = (0..<max(0, response.count - 3)).first(where: {
          response[$0..<($0 + 4)].elementsEqual(separator)
        })
      {
        headEnd = end
        let head = String(decoding: response[..<end], as: UTF8.self).lowercased()
        length =
          head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? Int.max
      }
    }
    guard let headEnd else { throw Failure(description: "no HTTP response for \(method) \(path)") }
    let bodyBytes = Data(response[(headEnd + 4)...])
    return (try? JSONSerialization.jsonObject(with: bodyBytes) as? [String: Any]) ?? [:]
  }
}
