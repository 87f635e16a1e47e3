import Domain
import Foundation
import LanguagePacks

/// Words the data's source, age and failures.
public enum DataNotice {
  /// Why no data could be loaded, in `language` for the failures a user meets (from its
  /// `ChatPhrasebook`); the ones that name a setting are for whoever configures the source, and stay
  /// English.
  public static func reason(_ failure: CountryLoadError, in language: Language = .english) -> String
  {
    let book = ChatPhrasebook.of(language)
    return switch failure {
    case .noConnection: book.text(.noConnection)
    case .timedOut: book.text(.timedOut)
    case .unauthorized(let setting): "the data source refused the API key; check \(setting)"
    case .accessDenied(let setting):
      "the self-hosted server refused access; check \(setting) and the server's access rules"
    case .quotaExhausted:
      "the REST Countries account has used up its monthly request quota (it resets when the "
        + "account's monthly cycle does) or a paid-plan field was asked for"
    case .demoKey(let setting):
      "the API key is the documentation's demo key, which returns one sample record instead of "
        + "the data; put your own key in \(setting)"
    case .rateLimited(let seconds?):
      "the data source is rate limiting requests; try again in \(seconds) s"
    case .rateLimited(nil): book.text(.rateLimited)
    case .serverError(let status): book.text(.serverError, ["value": String(status)])
    case .invalidData: book.text(.invalidData)
    case .misconfigured(let reason): DisplayText.sanitized(reason, maxLength: 300)
    }
  }

  static func olderData(_ provenance: DataProvenance, failure: CountryLoadError) -> String {
    "Answered from \(describe(provenance)) because \(reason(failure))."
  }

  /// "the bundled REST Countries v3.1 snapshot of 2026-06-16", for `about` and notices.
  public static func describe(_ provenance: DataProvenance) -> String {
    let date = day(provenance.asOf)
    switch provenance.origin {
    case .bundled: return "the bundled snapshot of \(provenance.source), dated \(date)"
    case .cache: return "cached \(provenance.source), fetched \(date)"
    case .live: return "\(provenance.source), fetched \(date)"
    }
  }

  static func day(_ date: Date) -> String {
    CalendarDay(date).text
  }
}
