extension CountryGroup {
  /// An organisation's group as a conversation's or a game's context writes it after its "o:":
  /// "nato", or "nato/Africa" for its members in a region; nil for any other group.
  public var organisationText: String? {
    guard case .organisation(let organisation, let region) = self else { return nil }
    return organisation.rawValue + (region.map { "/" + $0 } ?? "")
  }

  /// The group `organisationText` wrote; nil when `text` names no organisation.
  public init?(organisationText text: Substring) {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard let organisation = Organisation(rawValue: String(parts[0])) else { return nil }
    let region = parts.count > 1 ? String(parts[1]) : nil
    guard region?.isEmpty != true else { return nil }
    self = .organisation(organisation, region: region)
  }
}
