import Foundation
import Testing

/// A conversation of the dev set: its lines, each with its own gold, fed to one conversation.
struct EvalSession: Sendable {
  let id: String
  let turns: [EvalItem]

  /// The English sessions of a set, or (`multilingual`) those in the other languages.
  static func load(_ name: String = "dev-beyond", multilingual: Bool = false) throws
    -> [EvalSession]
  {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Fixtures"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").compactMap { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard let lines = object["session"] as? [String], let golds = object["gold"] as? [Any]
      else { return nil }
      let id = try #require(object["id"] as? String)
      let turns = try zip(lines, golds).map { line, gold in
        let item: [String: Any] = [
          "id": id, "question": line, "category": "followup", "gold": gold,
        ]
        return try EvalItem.parse(item, multilingual: multilingual)
      }
      guard turns.count == lines.count, turns.allSatisfy({ $0 != nil }) else { return nil }
      return EvalSession(id: id, turns: turns.compactMap { $0 })
    }
  }
}
