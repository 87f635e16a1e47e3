import Foundation

/// The clock and the measurement system a country uses, from the CLDR data Foundation's `Locale`
/// carries (its region's preferred hour cycle and measurement system, for a locale of no language:
/// "und_FR"). Checked on Linux against CLDR's own supplemental data: see Docs/DATA.md.
extension CountryConventions {
  public enum ClockFormat: Sendable, Equatable {
    case twelveHour, twentyFourHour
  }

  public enum MeasurementSystem: Sendable, Equatable {
    /// The metric system.
    case metric
    /// The metric system, with imperial units in everyday use (CLDR's "UK": miles, pints).
    case metricWithImperial
    /// US customary units (CLDR's "US").
    case usCustomary
  }

  /// The hour cycle people of the country usually write times in; nil for a code the table lacks.
  public static func clockFormat(of code: String) -> ClockFormat? {
    guard table[code] != nil else { return nil }
    switch locale(code).hourCycle {
    case .oneToTwelve, .zeroToEleven: return .twelveHour
    default: return .twentyFourHour
    }
  }

  /// The country's measurement system; nil for a code the table lacks.
  public static func measurementSystem(of code: String) -> MeasurementSystem? {
    guard table[code] != nil else { return nil }
    switch locale(code).measurementSystem {
    case .us: return .usCustomary
    case .uk: return .metricWithImperial
    default: return .metric
    }
  }

  private static func locale(_ code: String) -> Locale {
    Locale(identifier: "und_" + code)
  }
}
