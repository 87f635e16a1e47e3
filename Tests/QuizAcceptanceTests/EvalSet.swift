import Domain
import Foundation
import Presentation
import Testing

/// The dev evaluation set copied from the project's shared data, scored by the rules of its README.
struct EvalItem: Sendable {
  let id: String
  let question: String
  let category: String
  let outcome: String
  let intent: String?
  let country: String?
  let prefix: String?
  let acceptable: [String]
  var group: CountryGroup?
  /// The language of a multilingual item, as the data keys its translations ("fra").
  var language: String?

  /// The plain items of a set, in English or (`multilingual`) in the other languages; sessions
  /// belong to a later issue.
  static func load(_ name: String = "dev", multilingual: Bool = false) throws -> [EvalItem] {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "jsonl", subdirectory: "Fixtures"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").compactMap { line in
      try parse(
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]),
        multilingual: multilingual)
    }
  }

  /// One plain item in English or (`multilingual`) in another language; nil for sessions and the rest.
  static func parse(_ object: [String: Any], multilingual: Bool = false) throws -> EvalItem? {
    guard let gold = object["gold"] as? [String: Any], (gold["lang"] != nil) == multilingual else {
      return nil
    }
    var item = EvalItem(
      id: try #require(object["id"] as? String),
      question: try #require(object["question"] as? String),
      category: try #require(object["category"] as? String),
      outcome: try #require(gold["outcome"] as? String),
      intent: gold["intent"] as? String, country: gold["country"] as? String,
      prefix: gold["prefix"] as? String,
      acceptable: gold["acceptable"] as? [String] ?? [])
    item.language = gold["lang"] as? String
    if let region = gold["region"] as? String { item.group = .region(region) }
    if let language = gold["language"] as? String { item.group = .language(language) }
    if let currency = gold["currency"] as? String { item.group = .currency(currency) }
    if item.intent == "superlative" || item.intent == "comparison" { item.group = .world }
    return item
  }
}

/// Judges a reply against an item, as `score_eval.py` does.
struct EvalJudge {
  let countries: [String: Country]
  let all: [Country]

  func passes(_ item: EvalItem, _ reply: Reply) -> Bool {
    if let language = item.language { return passes(item, reply, in: language) }
    switch item.outcome {
    case "answer":
      guard reply.outcome == .answer, reply.intent?.rawValue == item.intent else { return false }
      if item.intent == "countriesByPrefix" { return prefixPasses(item, reply) }
      if let group = item.group { return EvalFactJudge(all: all).groupPasses(item, group, reply) }
      return singlePasses(item, reply, item.country)
    case "ambiguous":
      if reply.outcome == .ambiguous { return Set(item.acceptable).isSubset(of: reply.countries) }
      return reply.outcome == .answer && reply.countries.count == 1
        && item.acceptable.contains(reply.countries[0])
        && reply.intent?.rawValue == item.intent && singlePasses(item, reply, reply.countries[0])
    default:
      return reply.outcome.rawValue == item.outcome
    }
  }

  private func singlePasses(_ item: EvalItem, _ reply: Reply, _ code: String?) -> Bool {
    guard let code, let country = countries[code], reply.countries == [code] else { return false }
    switch item.intent {
    case "capital":
      guard let capital = country.capitals.first else { return false }
      return TextFolding.fold(reply.text).contains(TextFolding.fold(capital))
    case "isoCode":
      return reply.text.split(whereSeparator: { !$0.isLetter }).contains(Substring(country.cca2))
    case "flag":
      return reply.text.contains(country.flag.emoji)
    default:
      return EvalFactJudge(all: all).factPasses(item.intent ?? "", country, reply)
    }
  }

  private func prefixPasses(_ item: EvalItem, _ reply: Reply) -> Bool {
    guard let prefix = item.prefix else { return false }
    let required = Set(
      all.filter { $0.names.common.lowercased().hasPrefix(prefix.lowercased()) }.map(\.cca2))
    let optional = Set(all.filter { TextFolding.hasPrefix($0.names.common, prefix) }.map(\.cca2))
    let listed = Set(reply.countries)
    return required.isSubset(of: listed) && listed.isSubset(of: required.union(optional))
      && reply.countries.allSatisfy { code in
        countries[code].map { reply.text.contains($0.names.common) } ?? false
      }
  }

  /// A multilingual item, judged on what needs no list of localized values: the outcome, the
  /// intent and the countries, and that a one-country reply names its country as the data's
  /// translation for that language does, where it differs from the English name. (The scorer
  /// also checks capitals, languages and currencies in that language; this judge does not.)
  private func passes(_ item: EvalItem, _ reply: Reply, in language: String) -> Bool {
    guard item.outcome == "answer" else {
      if item.outcome == "ambiguous", reply.outcome == .ambiguous {
        return Set(item.acceptable).isSubset(of: reply.countries)
      }
      return reply.outcome.rawValue == item.outcome
    }
    guard reply.outcome == .answer, reply.intent?.rawValue == item.intent else { return false }
    if item.intent == "countriesByPrefix", let prefix = item.prefix {
      let listed = Set(reply.countries)
      return [
        { (country: Country) in country.names.common },
        { country in
          country.names.translations[language]?.common ?? ""
        },
      ].contains { name in
        listed == Set(all.filter { TextFolding.hasPrefix(name($0), prefix) }.map(\.cca2))
      }
    }
    if let group = item.group { return EvalFactJudge(all: all).groupPasses(item, group, reply) }
    guard let code = item.country, let country = countries[code], reply.countries == [code]
    else { return false }
    let unnamed: Set = ["isoCode", "flag", "callingCode", "tld", "reverseIsoCode", "reverseFlag"]
    guard let local = country.names.translations[language], !unnamed.contains(item.intent ?? ""),
      TextFolding.fold(local.common) != TextFolding.fold(country.names.common)
    else { return true }
    let text = TextFolding.fold(reply.text)
    return [local.common, local.official].contains { text.contains(TextFolding.fold($0)) }
  }
}
