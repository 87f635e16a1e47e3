/// Small English helpers for replies.
enum Wording {
  private static let pluralNames: Set<String> = [
    "Netherlands", "Philippines", "Bahamas", "Gambia", "Maldives", "Comoros", "Seychelles",
    "Caribbean Netherlands", "Vatican City", "British Indian Ocean Territory", "Falkland Islands",
  ]

  static func withArticle(_ name: String) -> String {
    let needsArticle =
      pluralNames.contains(name) || name.hasPrefix("United ") || name.hasSuffix(" Islands")
      || name.hasSuffix(" Republic") || name.hasPrefix("Republic of ")
    return needsArticle ? "the " + name : name
  }

  /// Ends the text with a full stop unless it already ends with one ("Washington D.C.").
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
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
