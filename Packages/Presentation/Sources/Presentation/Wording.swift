import LanguagePacks

/// Small English helpers for replies.
enum Wording {
  /// The name with "the" where English needs it, as English's grammar says ("the Bahamas").
  static func withArticle(_ name: String) -> String {
    NameGrammar.english.country(name, code: "", .the)
  }

  /// Ends the text with a full stop unless it already ends with one ("Washington D.C.").
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  static func capitalized(_ text: String) -> String {
    // String + String: a Substring added went through the generic `append(contentsOf:)`, whose first
    // call scans the binary's conformance records (`Array+Joined.swift` in Domain).
    text.prefix(1).uppercased() + String(text.dropFirst())
  }

  static func list(_ items: [String], conjunction: String) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  static func number(_ count: Int) -> String {
    let words = [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]
    return count < words.count ? words[count] : String(count)
  }
}
