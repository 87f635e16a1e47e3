import Foundation

/// Where the person asking is, as a shell knows it: the core never looks it up itself. The terminal
/// reads a setting or the system time zone, the web page asks the browser; each says how it knows.
public struct UserLocation: Sendable, Equatable, Hashable {
  public enum Place: Sendable, Equatable, Hashable {
    /// A position in decimal degrees.
    case coordinates(Country.Coordinates)
    /// A country by alpha-2 or alpha-3 code or by name, as the shell was given it.
    case country(String)
  }

  /// How the shell knows, as facts the reply words in its language ("from COUNTRY_QUIZ_LOCATION",
  /// "d'après votre fuseau horaire, Asia/Tokyo (TZ)").
  public enum Source: Sendable, Equatable, Hashable {
    /// A setting: the environment variable's name.
    case setting(String)
    /// The system's time zone ("Asia/Tokyo") and where it was read ("TZ", "/etc/localtime").
    case timeZone(String, from: String)
    /// The browser's position.
    case browser
  }

  public let place: Place
  /// How the shell knows, for the reply.
  public let source: Source

  public init(_ place: Place, source: Source) {
    self.place = place
    self.source = source
  }
}

/// A `UserLocation` resolved against the data: the position distances are measured from, and the
/// country it names (or whose centre is nearest to it).
public struct ResolvedLocation: Sendable, Equatable {
  public let location: UserLocation
  public let coordinates: Country.Coordinates
  /// The country the location names; nil for a position (which the data cannot place in a country).
  public let country: Country?

  public init(location: UserLocation, coordinates: Country.Coordinates, country: Country?) {
    self.location = location
    self.coordinates = coordinates
    self.country = country
  }
}

/// Great-circle distances on a spherical Earth (mean radius), from the data's coordinates.
public enum GreatCircle {
  public static let earthRadiusKilometres = 6371.0088
  public static let kilometresPerMile = 1.609344

  /// The haversine distance in kilometres.
  public static func kilometres(from a: Country.Coordinates, to b: Country.Coordinates) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * radians
    let dLon = (b.longitude - a.longitude) * radians
    let h =
      pow(sin(dLat / 2), 2)
      + cos(a.latitude * radians) * cos(b.latitude * radians) * pow(sin(dLon / 2), 2)
    return 2 * earthRadiusKilometres * asin(min(1, h.squareRoot()))
  }

  public static func miles(fromKilometres kilometres: Double) -> Double {
    kilometres / kilometresPerMile
  }
}
