import Domain
import Testing

@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("republic of guinea", "guinea", true), ("guinea", "guinea", true), ("guinea", "guin", true),
    ("equatorial guinea", "torial", true), ("guinea", "guineas", false), ("guinea", "x", false),
    ("guinea", "", true), ("", "", true), ("", "a", false), ("aab", "ab", true),
    ("aaa", "aab", false),
    ("日本国", "本", true), ("côte d'ivoire", "ôte", true), ("cote", "ô", false),
    ("Ελληνική Δημοκρατία", "Δημο", true), ("ab", "b", true), ("ab", "ba", false),
    ("e\u{301}", "e", true), ("\u{E9}", "e\u{301}", false),
  ])
  func containsBytes_findsTheBytesAnywhere(text: String, part: String, expected: Bool) {
    #expect(text.containsBytes(of: part) == expected)
  }

  @Test func containsBytes_agreesWithASearchOfTheBytes() {
    let texts = ["papua new guinea", "bosnia and herzegovina", "são tomé and príncipe", "ab ab ab"]
    for text in texts {
      let bytes = Array(text.utf8)
      for start in 0..<bytes.count {
        for end in start...bytes.count {
          let part = String(decoding: bytes[start..<end], as: UTF8.self)
          guard Array(part.utf8) == Array(bytes[start..<end]) else { continue }
          #expect(text.containsBytes(of: part), "\(text) holds \(part)")
          #expect(!text.containsBytes(of: part + "\u{1}"))
        }
      }
    }
  }
}
