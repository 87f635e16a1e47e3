import Domain

extension Country {
  /// The country with `IncomingText.cleaned` applied to every text it holds, keys included.
  var cleaned: Country {
    func clean(_ text: String) -> String { IncomingText.cleaned(text) }
    func clean(_ names: [String: LocalizedName]) -> [String: LocalizedName] {
      Dictionary(
        names.map {
          (
            clean($0.key),
            LocalizedName(common: clean($0.value.common), official: clean($0.value.official))
          )
        }
      ) { first, _ in first }
    }
    return Country(
      cca2: clean(cca2), cca3: clean(cca3), ccn3: clean(ccn3),
      names: Names(
        common: clean(names.common), official: clean(names.official),
        native: clean(names.native), translations: clean(names.translations),
        alternates: names.alternates.map(clean)),
      capitals: capitals.map(clean),
      flag: Flag(
        emoji: clean(flag.emoji), pngURL: clean(flag.pngURL), svgURL: clean(flag.svgURL),
        description: clean(flag.description)),
      population: population, area: area, region: clean(region), subregion: clean(subregion),
      continents: continents.map(clean),
      languages: languages.map { Language(code: clean($0.code), name: clean($0.name)) },
      currencies: currencies.map {
        Currency(code: clean($0.code), name: clean($0.name), symbol: clean($0.symbol))
      },
      borders: borders.map(clean), callingCodes: callingCodes.map(clean),
      timezones: timezones.map(clean),
      demonym: demonym.map { Demonym(female: clean($0.female), male: clean($0.male)) },
      demonyms: Demonyms(
        Dictionary(
          demonyms.all.map { key, value in
            (clean(key), Demonym(female: clean(value.female), male: clean(value.male)))
          }
        ) { first, _ in first }),
      drivingSide: drivingSide, coordinates: coordinates,
      capitalPositions: Dictionary(capitalPositions.map { (clean($0.key), $0.value) }) { first, _ in
        first
      },
      topLevelDomains: topLevelDomains.map(clean), isIndependent: isIndependent,
      isUNMember: isUNMember, isLandlocked: isLandlocked,
      maps: Maps(googleMaps: clean(maps.googleMaps), openStreetMap: clean(maps.openStreetMap)))
  }
}
