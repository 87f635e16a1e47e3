import Domain
import LanguagePacks

/// The values of the conventions' sentences (`CountryConventions`): the week's first day, the
/// clock, the measurement system, the FIFA, IOC and vehicle codes, postcodes, the anthem and the
/// religions, worded with the pack's `ConventionWords`. A country the data says nothing of takes
/// the `.none` form, never a value of another.
enum ConventionSentence {
  static func fill(
    _ values: inout [String: String], _ answer: Answer, _ country: Country, _ words: SentenceWords
  ) -> FactForm {
    let own = LanguagePack(answer.language).conventions
    let code = country.cca2
    let conventions = CountryConventions.of(code)
    func one(_ value: String?) -> FactForm {
      guard let value else { return .none }
      values["value"] = value
      return .one
    }
    switch answer.intent {
    case .startOfWeek:
      return one(conventions?.startOfWeek.flatMap { own.weekdays[$0] })
    case .clockFormat:
      switch CountryConventions.clockFormat(of: code) {
      case .twentyFourHour: return .one
      case .twelveHour: return .pair
      case nil: return .none
      }
    case .measurementSystem:
      switch CountryConventions.measurementSystem(of: code) {
      case .metric: return .yes
      case .metricWithImperial: return .pair
      case .usCustomary: return .no
      case nil: return .none
      }
    case .fifaCode: return one(conventions?.fifaCode)
    case .iocCode: return one(conventions?.iocCode)
    case .vehicleCode, .reverseVehicleCode:
      let codes = conventions?.vehicleCodes ?? []
      values["value"] = words.list(codes)
      values["count"] = words.count(codes.count)
      guard !codes.isEmpty else { return .none }
      guard codes.count == 1 else { return .many }
      guard answer.intent == .reverseVehicleCode, !answer.related.isEmpty else { return .one }
      values["other"] = words.list(answer.related.map(words.name))
      return .pair
    case .postalCode: return postcode(&values, conventions?.postcodeFormats ?? [], words)
    case .anthem: return one(conventions?.anthem)
    case .religion:
      let religions = conventions?.religions ?? []
      let shares = religions.compactMap { religion in
        own.religions[religion.name].map {
          Placeholders.fill(own.share, with: ["value": $0, "count": String(religion.percent)])
        }
      }
      guard !shares.isEmpty, shares.count == religions.count else { return .none }
      values["value"] = words.list(shares)
      values["date"] = CountryConventions.religionsAsOf
      return shares.count == 1 ? .one : .many
    default: return .none
    }
  }

  /// Digits only ("#####": "five digits"), or the data's patterns with `#` and `@` explained.
  private static func postcode(
    _ values: inout [String: String], _ formats: [String], _ words: SentenceWords
  ) -> FactForm {
    guard let first = formats.first else { return .none }
    if formats.count == 1, first.allSatisfy({ $0 == "#" }) {
      values["value"] = words.count(first.count)
      return .one
    }
    values["value"] = words.list(formats)
    return .pair
  }
}
