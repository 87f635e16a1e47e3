/// An office a leader holds, as the packs word it ("president", "président") and as questions ask
/// for it ("who is the king of Spain"). A title the data gives that maps to none is said as given,
/// in English only (`Government.Leader.title`).
public enum Office: String, Sendable, CaseIterable, Equatable, Hashable {
  case president, primeMinister, chancellor, premier, chiefExecutive
  case king, queen, emperor, emir, sultan, grandDuke, prince, pope, supremeLeader
  case coPrince, captainRegent
  case governorGeneral, governor
  /// Only asked ("who is the monarch of Sweden"): any crowned head holds it.
  case monarch

  /// The crowned heads "monarch" asks for.
  public var isMonarch: Bool {
    switch self {
    case .king, .queen, .emperor, .emir, .sultan, .grandDuke, .prince, .pope, .monarch: true
    default: false
    }
  }

  /// Whether a question asking for `self` is answered by a leader holding `held`: "monarch" by
  /// any crowned head; "prime minister" and "premier" name one office in most languages.
  public func isAnswered(by held: Office) -> Bool {
    if self == held { return true }
    if self == .monarch { return held.isMonarch }
    let heads: Set<Office> = [.primeMinister, .premier]
    return heads.contains(self) && heads.contains(held)
  }

  /// Offices whose holder heads a government rather than a state: a question asking for one is a
  /// question about the head of government.
  public var headsAGovernment: Bool {
    [.primeMinister, .chancellor, .premier, .chiefExecutive].contains(self)
  }
}

/// What kind of government a country has, in the few kinds the packs word.
public enum GovernmentSystem: String, Sendable, CaseIterable, Equatable {
  case presidentialRepublic, semiPresidentialRepublic, parliamentaryRepublic
  case parliamentaryRepublicWithExecutivePresident, directorialRepublic
  case constitutionalMonarchy, semiConstitutionalMonarchy, absoluteMonarchy
  case parliamentaryCoPrincipality, theocracy, islamicRepublic, communistState, militaryJunta

  /// Whether a monarch heads the state: "is Spain a monarchy?" is answered by the system itself.
  public var isMonarchy: Bool {
    [.constitutionalMonarchy, .semiConstitutionalMonarchy, .absoluteMonarchy].contains(self)
  }
}
