import Domain
import LanguagePacks

/// Memberships worded by the language's pack: whether a country is in an organisation, with a
/// clause where a "no" would mislead (Switzerland is in Schengen and EFTA, Montenegro uses the
/// euro), and an organisation's members. Every sentence names the month the table was checked.
enum MembershipSentence {
  /// The organisations a "no" names when the country is in them: the unions next to the one asked.
  static let related: [Organisation: [Organisation]] = [
    .eu: [.schengen, .efta], .euroArea: [.eu], .schengen: [.eu], .efta: [.eu], .g7: [.g20],
  ]

  /// The form of a membership answer, with the values its sentence needs added to `values`.
  static func membership(
    _ values: inout [String: String], _ answer: Answer, _ country: Country, _ words: SentenceWords
  ) -> FactForm {
    guard let organisation = answer.organisation else { return .no }
    let names = LanguagePack(answer.language).organisations
    let membership = organisation.membership
    add(organisation, membership, names, to: &values)
    if membership.members.contains(country.cca2) {
      return membership.suspended.contains(country.cca2) ? .suspended : .yes
    }
    if organisation == .euroArea, let euro = country.currencies.first(where: { $0.code == "EUR" }) {
      values["other"] = words.currency(euro, .the)
      return .usesCurrency
    }
    let others = (related[organisation] ?? []).filter { $0.hasMember(country.cca2) }
    guard !others.isEmpty else { return .no }
    values["other"] = words.list(others.map { names.names[$0]?.of ?? $0.rawValue })
    return .pair
  }

  /// An organisation's members, or those in a region, sorted by name; its members that are not
  /// countries (the G20's unions) and its suspended members said.
  static func members(
    _ answer: Answer, _ says: [FactForm: String], _ words: SentenceWords,
    _ names: OrganisationWords
  ) -> String {
    guard case .group(.organisation(let organisation, let region)) = answer.subject else {
      return ""
    }
    let membership = organisation.membership
    var values: [String: String] = [:]
    add(organisation, membership, names, to: &values)
    let listed = answer.countries.map(words.name).sorted {
      TextFolding.fold($0) < TextFolding.fold($1)
    }
    values["count"] = words.number(listed.count)
    values["other"] = words.list(listed)
    let form: FactForm
    if let region {
      values["detail"] = words.region(region)
      form = listed.isEmpty ? .noMembers : listed.count == 1 ? .one : .many
    } else if !membership.otherMembers.isEmpty {
      values["detail"] = words.list(
        membership.otherMembers.map { names.names[$0]?.the ?? $0.rawValue })
      form = .pair
    } else {
      form = .members
    }
    var text = Wording.capitalized(
      Placeholders.fill(says[form] ?? "", with: values, mergingFullStops: true))
    let suspended = answer.countries.filter { membership.suspended.contains($0.cca2) }
    if !suspended.isEmpty {
      text +=
        " "
        + Placeholders.fill(
          says[.suspended] ?? "", with: ["other": words.list(suspended.map(words.name))])
    }
    return text
  }

  private static func add(
    _ organisation: Organisation, _ membership: Membership, _ names: OrganisationWords,
    to values: inout [String: String]
  ) {
    let name = names.names[organisation]
    values["value"] = name?.the ?? organisation.rawValue
    values["of value"] = name?.of ?? organisation.rawValue
    values["date"] = names.month(of: membership.asOf)
  }
}
