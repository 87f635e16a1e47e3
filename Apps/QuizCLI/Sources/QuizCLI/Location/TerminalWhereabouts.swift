import Domain
import Foundation
import Presentation

/// Where the terminal's user is: `COUNTRY_QUIZ_LOCATION` ("lat,lon" or a country's name or code),
/// else the system time zone's country. Found the first time a question needs it
/// (`Whereabouts(lookingUp:)`); the engine only receives it.
public enum TerminalWhereabouts {
  public static let variable = "COUNTRY_QUIZ_LOCATION"

  public static func resolve(
    environment: [String: String], zones: any TimeZoneCountries = ZoneInfoDirectory(),
    localtime: URL = URL(fileURLWithPath: "/etc/localtime")
  ) -> Whereabouts {
    let advice = Whereabouts.Unknown.terminal(variable: variable, reason: .none)
    if let value = environment[variable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
      let place = coordinates(value).map(UserLocation.Place.coordinates) ?? .country(value)
      return Whereabouts(location: UserLocation(place, source: .setting(variable)), unknown: advice)
    }
    guard
      let (zone, setting) = SystemTimeZone.current(environment: environment, localtime: localtime)
    else {
      return Whereabouts(unknown: .terminal(variable: variable, reason: .noTimeZone))
    }
    let shown = DisplayText.sanitized(zone)
    guard let code = zones.country(ofZone: zone) else {
      return Whereabouts(
        unknown: .terminal(
          variable: variable, reason: .zoneOfNoCountry(zone: shown, setting: setting)))
    }
    return Whereabouts(
      location: UserLocation(.country(code), source: .timeZone(shown, from: setting)),
      unknown: advice)
  }

  /// Why the environment's `COUNTRY_QUIZ_LOCATION` is unusable, naming it and the form it takes; nil
  /// when it is unset or usable. No country's name or code has a digit, so a value with one must be
  /// a position on Earth.
  public static func problem(environment: [String: String]) -> String? {
    guard let value = environment[variable]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
    else { return nil }
    let isUsable =
      value.contains(where: \.isNumber)
      ? coordinates(value) != nil
      : value.count <= 100
        && !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard !isUsable else { return nil }
    return "\(variable) must be \"lat,lon\" (latitude -90 to 90, longitude -180 to 180, e.g. "
      + "\"-12.05,-77.04\") or a country's name or code (e.g. \"Peru\" or \"PE\"), not '"
      + DisplayText.sanitized(value, maxLength: 80) + "'"
  }

  /// "-12.05,-77.04" (or with a space, or ";") as a position on Earth; nil for anything else.
  static func coordinates(_ text: String) -> Country.Coordinates? {
    let parts = text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " })
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return Country.Coordinates(latitude: latitude, longitude: longitude)
  }
}
