import Domain
import Presentation

/// Judges the answers of the facts beyond the four seed questions, after the evaluation README (shared/eval, outside this repository).
struct EvalFactJudge {
  let all: [Country]

  func factPasses(_ intent: String, _ country: Country, _ reply: Reply) -> Bool {
    let text = TextFolding.fold(reply.text)
    func has(_ value: String) -> Bool { text.contains(TextFolding.fold(value)) }
    switch intent {
    case "population": return has(grouped(country.population))
    case "area": return has(grouped(Int(country.area.rounded()))) || has(String(country.area))
    case "currency": return country.currencies.allSatisfy { has($0.code) || has($0.name) }
    case "languages": return country.languages.prefix(5).allSatisfy { has($0.name) }
    case "region": return has(country.region) || has(country.subregion)
    case "borders":
      let names = all.filter { country.borders.contains($0.cca3) }.map(\.names.common)
      return names.isEmpty ? has("no land borders") : names.allSatisfy(has)
    case "callingCode":
      return country.callingCodes.first.map { has(String($0.split(separator: " ")[0])) } ?? true
    case "timezones": return country.timezones.allSatisfy(has)
    case "demonym": return country.demonym.map { has($0.male) } ?? true
    case "drivingSide": return country.drivingSide.map { has($0.rawValue) } ?? true
    case "tld": return country.topLevelDomains.allSatisfy(has)
    case "flagDescription": return has(country.flag.description)
    case "overview": return country.capitals.prefix(1).allSatisfy(has) && has(country.region)
    case "reverseCapital", "reverseFlag", "reverseIsoCode": return has(country.names.common)
    // Items relabelled when the quiz learnt who governs (they expected a refusal before).
    case "headOfState": return Government.of(country.cca2).headsOfState.allSatisfy { has($0.name) }
    case "headOfGovernment":
      return Government.of(country.cca2).headOfGovernment.map { has($0.name) } ?? true
    // Items relabelled when the quiz learnt the figures and conventions (also refused before).
    case "density": return country.density.map { has(grouped(Int($0.rounded()))) } ?? false
    case "gdp", "gdpPerCapita": return has("US dollars") && has(country.names.common)
    case "anthem": return CountryConventions.of(country.cca2)?.anthem.map(has) ?? false
    case "religion":
      return CountryConventions.of(country.cca2)?.religions.first.map { has($0.name) } ?? false
    default: return false
    }
  }

  /// Sets equal every match or its independent members; rankings name the winner first.
  func groupPasses(_ item: EvalItem, _ group: CountryGroup, _ reply: Reply) -> Bool {
    if item.intent == "superlative" || item.intent == "comparison" {
      return reply.countries.first == item.country
    }
    let matching = all.filter(group.contains)
    let listed = Set(reply.countries)
    return listed == Set(matching.map(\.cca2))
      || listed == Set(matching.filter { $0.isIndependent == true }.map(\.cca2))
  }

  private func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
