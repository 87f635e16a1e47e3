import Domain
import Foundation
import LanguagePacks

/// Who governs, worded from the curated table (`Government`, `SeatOfGovernment`): one or more of
/// the fact's sentences, each with its own values, dated with the data's month. A leader is named
/// with the office the pack words ("President Emmanuel Macron", "Emmanuel Macron (président)"),
/// else with the data's title in English replies only, else by name alone.
enum GovernsSentence {
  typealias Part = (form: FactForm, values: [String: String])

  static func text(
    for answer: Answer, _ pack: LanguagePack, _ says: [FactForm: String], _ words: SentenceWords
  ) -> String? {
    guard let country = answer.countries.first else { return nil }
    let government = Government.of(country.cca2)
    var common = ["date": month(Government.asOf, answer.language)]
    if let sovereign = answer.related.first {
      let name = words.name(sovereign)
      for (key, form) in [
        ("the other", NameGrammar.Form.the), ("of other", .of), ("in other", .in),
      ] {
        common[key] = words.grammar.country(name, code: sovereign.cca2, form)
      }
    }
    let parts: [Part]
    switch answer.intent {
    case .headOfState, .headOfGovernment:
      parts = leaders(answer, government, pack.governs, words)
    case .government: parts = kind(answer, government, pack.governs, words)
    case .seatOfGovernment: parts = seat(country, answer.language, pack.governs, words)
    default: parts = [sovereignty(answer, country)]
    }
    return parts.map { part in
      var values = common.merging(part.values) { _, own in own }
      let template = says[part.form] ?? ""
      words.addForms(of: country, usedBy: template, to: &values)
      return Wording.capitalized(
        Placeholders.fill(template, with: values, mergingFullStops: true))
    }.joined(separator: " ")
  }

  /// Heads of state and government, the asked one first; an office the country lacks said first;
  /// a territory's state said last.
  private static func leaders(
    _ answer: Answer, _ government: Government, _ governs: GovernsWords, _ words: SentenceWords
  ) -> [Part] {
    var parts: [Part] = []
    let territory: [Part] = answer.related.isEmpty ? [] : [(.belongs, [:])]
    if let office = answer.office, !government.leaders.isEmpty {
      let holders = government.holders(of: office)
      let role = governs.offices[office] ?? ""
      if holders.isEmpty {
        parts.append((.noOffice, ["role": role]))
      } else if !holders.contains(where: { $0.isHeadOfState || $0.isHeadOfGovernment }) {
        return [(.office, ["role": role, "value": words.list(holders.map(\.name))])] + territory
      }
    }
    let heads = government.headsOfState
    let head = government.headOfGovernment
    guard !heads.isEmpty || head != nil else {
      return parts + [answer.related.isEmpty ? (.none, [:]) : (.territory, [:])]
    }
    func named(_ leaders: [Government.Leader]) -> String {
      words.list(leaders.map { phrase($0, governs) })
    }
    if answer.intent == .headOfState {
      switch heads.count {
      case 0: parts.append((.none, [:]))
      case 1: parts.append((heads[0].isHeadOfGovernment ? .both : .one, ["value": named(heads)]))
      default: parts.append((.many, ["value": named(heads), "count": words.count(heads.count)]))
      }
      if let head, !head.isHeadOfState { parts.append((.then, ["value": named([head])])) }
    } else {
      if let head {
        parts.append((head.isHeadOfState ? .both : .one, ["value": named([head])]))
      } else {
        parts.append((.none, [:]))
      }
      if head?.isHeadOfState != true, !heads.isEmpty {
        parts.append((.then, ["value": named(heads)]))
      }
    }
    return parts + territory
  }

  private static func kind(
    _ answer: Answer, _ government: Government, _ governs: GovernsWords, _ words: SentenceWords
  ) -> [Part] {
    guard answer.related.isEmpty else { return [(.territory, [:])] }
    var parts: [Part] = [
      government.system.flatMap { governs.systems[$0] }.map { (.one, ["value": $0]) }
        ?? (.none, [:])
    ]
    let heads = government.headsOfState
    if !heads.isEmpty {
      parts.append((.then, ["value": words.list(heads.map { phrase($0, governs) })]))
    }
    return parts
  }

  private static func seat(
    _ country: Country, _ language: Language, _ governs: GovernsWords, _ words: SentenceWords
  ) -> [Part] {
    let seats = SeatOfGovernment.seats(of: country.cca2)
    let capitals = words.list(words.capitals(country))
    guard let first = seats.first else { return [(.none, ["other": capitals])] }
    guard seats.count > 1 else {
      let value = first.name(in: language)
      return country.capitals.contains(first.city)
        ? [(.both, ["value": value])] : [(.one, ["value": value, "other": capitals])]
    }
    let cities = seats.map { seat in
      seat.branch.flatMap { governs.branches[$0] }.map { "\(seat.name(in: language)) (\($0))" }
        ?? seat.name(in: language)
    }
    return [(.many, ["value": words.list(cities), "other": capitals])]
  }

  private static func sovereignty(_ answer: Answer, _ country: Country) -> Part {
    guard let sovereign = answer.related.first else {
      return (country.isIndependent == true ? .none : .unsaid, [:])
    }
    guard let asked = answer.countries.dropFirst().first else { return (.one, [:]) }
    return (asked.cca2 == sovereign.cca2 ? .yes : .no, [:])
  }

  /// "President Emmanuel Macron", "Emmanuel Macron (président)"; a title no pack words, in
  /// English only ("Željko Komšić (Chairman of the Presidency …)"); else the name alone.
  static func phrase(_ leader: Government.Leader, _ governs: GovernsWords) -> String {
    if let office = leader.office, let noun = governs.offices[office] {
      return Placeholders.fill(governs.leader, with: ["office": noun, "name": leader.name])
    }
    guard let titled = governs.titled else { return leader.name }
    return Placeholders.fill(titled, with: ["office": leader.title, "name": leader.name])
  }

  /// "February 2026", "février 2026", "febrero de 2026": the month the data describes, in the pack's
  /// words for a month (`OrganisationWords.month(of:)`): the locale data's month names loaded ICU's
  /// calendar, 5 M instructions and 4 MB of a one-shot asking who governs.
  static func month(_ day: String, _ language: Language) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count >= 2, (1...12).contains(parts[1]) else { return day }
    return LanguagePack(language).organisations.month(
      of: CalendarDay(year: parts[0], month: parts[1], day: 1))
  }
}
