import Foundation
import Glibc
import Testing

/// Issue 13's scale-out: three `quizd` replicas behind nginx's round-robin upstream share one
/// QUIZD_SECRET and no state; conversations run through nginx, one replica dies in the middle, and
/// every follow-up is still answered about the right country.
@Suite(.serialized, .enabled(if: NginxProcess.isAvailable, "needs Debian's nginx"))
struct ScaleOutTests {
  @Test(.timeLimit(.minutes(1)))
  func conversations_keepTheirFollowUpsAcrossReplicasWhenOneDies() throws {
    let secret = ["QUIZD_SECRET": "scale-out-test-secret-of-32-bytes-or-more"]
    let replicas = try (0..<3).map { _ in try DaemonProcess(["--offline"], environment: secret) }
    let nginx = try NginxProcess(upstreams: replicas.map(\.port))
    var contexts = [String?](repeating: nil, count: Self.conversations.count)
    var failures: [String] = []

    for turn in 0..<3 {
      if turn == 1 {
        #expect(replicas.allSatisfy { Self.askCount(port: $0.port) > 0 }, "round robin")
        kill(replicas[1].process.processIdentifier, SIGKILL)
        replicas[1].process.waitUntilExit()
      }
      for (index, conversation) in Self.conversations.enumerated() {
        let (line, intent, country) = conversation[turn]
        let reply = Self.ask(line, context: contexts[index], port: nginx.port)
        contexts[index] = reply?["context"] as? String
        let got = (
          reply?["intent"] as? String ?? "", (reply?["countries"] as? [String])?.first ?? ""
        )
        if reply == nil || got.0 != intent || got.1 != country || reply?["contextNotice"] != nil {
          failures.append("\(line): \(reply ?? [:])")
        }
      }
    }

    #expect(failures.isEmpty, "\(failures)")
    #expect(!replicas[1].isRunning)
  }

  /// Each conversation's turns with the intent and first country every reply must have ("" for none;
  /// "capital of korea" is ambiguous, its first candidate North Korea).
  static let conversations: [[(String, String, String)]] = [
    [
      ("capital of peru", "capital", "PE"), ("and its flag?", "flag", "PE"),
      ("population?", "population", "PE"),
    ],
    [
      ("capital of korea", "capital", "KP"), ("south", "capital", "KR"),
      ("and its flag?", "flag", "KR"),
    ],
    [
      ("what's the currency?", "currency", ""), ("in japan", "currency", "JP"),
      ("what about Thailand?", "currency", "TH"),
    ],
    [
      ("where is Niger", "region", "NE"), ("and Nigeria?", "region", "NG"),
      ("which has more people?", "comparison", "NG"),
    ],
    [
      ("tell me about iceland", "overview", "IS"), ("currency?", "currency", "IS"),
      ("what time is it", "", ""),
    ],
    [
      ("how big is Canada", "area", "CA"), ("and the US?", "area", "US"),
      ("which is bigger?", "comparison", "CA"),
    ],
  ]

  private static func ask(_ question: String, context: String?, port: Int) -> [String: Any]? {
    var fields = ["question": question]
    if let context { fields["context"] = context }
    guard let data = try? JSONSerialization.data(withJSONObject: fields),
      let exchange = HTTPExchange.post(
        "/v1/ask", body: String(decoding: data, as: UTF8.self), port: port),
      let object = try? JSONSerialization.jsonObject(with: Data(exchange.body.utf8))
    else { return nil }
    return object as? [String: Any]
  }

  private static func askCount(port: Int) -> Int {
    let metrics = HTTPExchange.get("/metrics", port: port)?.body ?? ""
    return metrics.split(separator: "\n").filter {
      $0.hasPrefix("quizd_requests_total{") && $0.contains("/v1/ask")
    }.compactMap { Int($0.split(separator: " ").last ?? "") }.reduce(0, +)
  }
}
