/// An international organisation whose members the quiz knows, from its own hand-curated table
/// (`Membership.all`), never from a data source's blocs: REST Countries v4's `regionalBlocs` lists
/// 31 EU members, Gibraltar and Åland among them. The raw values are the conversation's and the
/// batch contract's names of them, chosen once.
public enum Organisation: String, Sendable, Equatable, Hashable, CaseIterable {
  case un, eu, euroArea, schengen, efta, nato, g7, g20, oecd, brics, opec, commonwealth
  case africanUnion, asean, arabLeague, mercosur

  /// Its members and where they come from.
  public var membership: Membership {
    Membership.all.first { $0.organisation == self }
      ?? Membership(self, members: [], source: "", asOf: CalendarDay(year: 1970, month: 1, day: 1))
  }

  /// Whether the country of alpha-2 code `code` is one of its members (a suspended one included).
  public func hasMember(_ code: String) -> Bool {
    membership.members.contains(code)
  }

  /// The organisations the country of alpha-2 code `code` is a member of, in `allCases` order.
  public static func joined(by code: String) -> [Organisation] {
    allCases.filter { $0.hasMember(code) }
  }
}

/// One organisation's members as its own member page or treaty lists them, on the day the table
/// was last checked: a declaration per organisation in `Membership+All.swift`.
public struct Membership: Sendable {
  public let organisation: Organisation
  /// Alpha-2 codes of the member countries (or territories the data lists: the Sahrawi Republic,
  /// EH; Palestine, PS), suspended ones included.
  public let members: Set<String>
  /// Members whose rights are suspended (Venezuela in Mercosur), which answers say.
  public let suspended: Set<String>
  /// Members that are not countries (the G20's European Union and African Union).
  public let otherMembers: [Organisation]
  /// The organisation's own member page, or its treaty.
  public let source: String
  /// The day the members were last checked against `source`.
  public let asOf: CalendarDay

  public init(
    _ organisation: Organisation, members: Set<String>, suspended: Set<String> = [],
    otherMembers: [Organisation] = [], source: String, asOf: CalendarDay
  ) {
    self.organisation = organisation
    self.members = members
    self.suspended = suspended
    self.otherMembers = otherMembers
    self.source = source
    self.asOf = asOf
  }

  /// A member list written as the table writes it: alpha-2 codes separated by spaces.
  static func codes(_ text: String) -> Set<String> {
    Set(text.split(separator: " ").map(String.init))
  }
}
