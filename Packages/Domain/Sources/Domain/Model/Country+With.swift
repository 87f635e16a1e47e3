extension Country {
  /// The same record with other currencies (a correction of the data).
  public func with(currencies: [Currency]) -> Country {
    Country(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals, flag: flag,
      population: population, area: area, region: region, subregion: subregion,
      continents: continents, languages: languages, currencies: currencies, borders: borders,
      callingCodes: callingCodes, timezones: timezones, demonym: demonym, demonyms: demonyms,
      drivingSide: drivingSide, coordinates: coordinates, capitalPositions: capitalPositions,
      topLevelDomains: topLevelDomains, isIndependent: isIndependent, isUNMember: isUNMember,
      isLandlocked: isLandlocked, maps: maps)
  }
}
