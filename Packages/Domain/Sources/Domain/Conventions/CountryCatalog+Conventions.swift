/// The answers that read a country's conventions beyond its own record.
extension CountryCatalog {
  /// The other countries of the data with one of `country`'s vehicle codes ("F": French Guiana,
  /// Réunion … beside France), sorted by name: a reverse vehicle code's reply names them.
  func sharingVehicleCode(with country: Country) -> [Country] {
    let signs = CountryConventions.of(country.cca2)?.vehicleCodes ?? []
    let codes = Set(signs.flatMap(CountryConventions.countries(withVehicleCode:)))
    return codes.subtracting([country.cca2]).compactMap { self.country(code: $0) }.sorted {
      TextFolding.fold($0.names.common) < TextFolding.fold($1.names.common)
    }
  }
}
