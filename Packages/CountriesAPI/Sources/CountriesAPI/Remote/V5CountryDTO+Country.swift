import Domain

extension V5CountryDTO {
  /// The country, or nil when the record lacks what every answer needs: a two-letter code (the
  /// unrecognised territories come with `""`) and a common name.
  var country: Country? {
    guard let code = codes?.alpha2, code.isAlpha2Code, let common = names?.common, !common.isEmpty
    else {
      return nil
    }
    let emoji = flag?.emoji.flatMap { $0.isEmpty ? nil : $0 } ?? code.regionalIndicators
    let capitals = mainCapitalFirst
    return Country(
      cca2: code.uppercased(), cca3: codes?.alpha3 ?? "", ccn3: codes?.ccn3 ?? "",
      names: Country.Names(
        common: common, official: names?.official ?? common,
        native: LocalizedNameDTO.names(names?.native),
        translations: LocalizedNameDTO.names(names?.translations),
        alternates: names?.alternates ?? []),
      capitals: capitals.map(\.name),
      flag: Country.Flag(
        emoji: emoji, pngURL: flag?.pngURL ?? "", svgURL: flag?.svgURL ?? "",
        description: flag?.description ?? ""),
      population: max(0, population ?? 0), area: max(0, area?.kilometers ?? 0),
      region: region ?? "", subregion: subregion ?? "", continents: continents ?? [],
      languages: (languages ?? []).map { Country.Language(code: $0.code ?? "", name: $0.name) },
      currencies: (currencies ?? []).map {
        Country.Currency(code: $0.code, name: $0.name ?? $0.code, symbol: $0.symbol ?? "")
      },
      borders: borders ?? [],
      callingCodes: Self.dialable(callingCodes ?? []),
      timezones: timezones ?? [],
      demonym: demonyms?["eng"].map { Country.Demonym(female: $0.f ?? "", male: $0.m ?? "") },
      demonyms: Country.Demonyms(DemonymDTO.others(demonyms)),
      drivingSide: cars?.drivingSide.flatMap(Country.DrivingSide.init(rawValue:)),
      coordinates: coordinates?.value,
      capitalPositions: Dictionary(
        capitals.compactMap { capital in capital.coordinates?.value.map { (capital.name, $0) } }
      ) { first, _ in first },
      topLevelDomains: (tlds ?? []).filter { !$0.isEmpty },
      isIndependent: classification?.sovereign,
      isUNMember: classification?.unMember ?? memberships?.un, isLandlocked: landlocked,
      maps: Country.Maps(
        googleMaps: links?.googleMaps ?? "", openStreetMap: links?.openStreetMaps ?? ""))
  }

  /// v5 sends whole codes as digits (`["1"]` for the United States, `["32"]` for Belgium), never a root
  /// with regional suffixes: each becomes one code in the snapshot's shape for a single suffix (`+32`).
  static func dialable(_ codes: [String]) -> [String] {
    codes.compactMap { code in
      let digits = code.trimmingPrefix("+")
      return digits.isEmpty ? nil : "+" + digits
    }
  }

  /// The capitals with the one marked `primary` first, the others in the reply's order.
  private var mainCapitalFirst: [CapitalDTO] {
    var named = (capitals ?? []).filter { !$0.name.isEmpty }
    if let main = named.firstIndex(where: \.isPrimary) {
      named.insert(named.remove(at: main), at: 0)
    }
    return named
  }
}
