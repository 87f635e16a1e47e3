import Domain

/// Sets of countries, sorted and counted: "Africa: 59 countries and territories, 54 of them
/// independent: Algeria, Angola, …".
enum GroupSentence {
  static func text(for answer: Answer) -> String {
    let countries = answer.countries
    let independent = countries.filter { $0.isIndependent == true }.count
    let count =
      countries.count == 1
      ? "one country or territory" : "\(Numbers.grouped(countries.count)) countries and territories"
    let ofThem =
      countries.contains { $0.isIndependent != nil }
      ? ", \(Numbers.grouped(independent)) of them independent" : ""
    let names = Wording.list(countries.map(\.names.common), conjunction: "and")
    return "\(title(answer)): \(count)\(ofThem): \(names)."
  }

  private static func title(_ answer: Answer) -> String {
    guard case .group(let group) = answer.subject else { return "Countries" }
    switch group {
    case .world: return "The world"
    case .region(let name): return Wording.capitalized(RankingSentence.regionName(name))
    case .language(let name): return "Where \(name) is spoken"
    case .currency(let code):
      let currency = answer.countries.lazy.flatMap(\.currencies).first { $0.code == code }
      return "Using the \(currency?.name ?? code) (\(code))"
    case .organisation(let organisation, _): return organisation.rawValue
    }
  }
}
