import DomainTestSupport
import Foundation
import Testing

@testable import Domain

/// A correction puts one fact of one country right in any dataset, and leaves the rest as it was.
@Suite struct CorrectionTests {
  private let lev = Country.Currency(code: "BGN", name: "Bulgarian lev", symbol: "лв")
  private let euro = Country.Currency(code: "EUR", name: "euro", symbol: "€")

  private func dataset() -> CountryDataset {
    CountryDataset(
      countries: [
        SampleCountries.make("BG", "Bulgaria", capitals: ["Sofia"]).with(currencies: [lev]),
        SampleCountries.make("RO", "Romania", capitals: ["Bucharest"]),
      ],
      provenance: DataProvenance(
        origin: .bundled, source: "test", asOf: Date(timeIntervalSince1970: 0)))
  }

  @Test func bulgariasEuro_replacesTheLevInEveryDataset_andNothingElse() throws {
    let raw = dataset()

    let corrected = raw.corrected()

    #expect(corrected.countries.first { $0.cca2 == "BG" }?.currencies == [euro])
    #expect(corrected.countries.first { $0.cca2 == "RO" } == raw.countries[1])
    #expect(corrected.provenance == raw.provenance)
    #expect(corrected.countries.first { $0.cca2 == "BG" }?.names == raw.countries[0].names)
  }

  @Test func aCorrection_differsFromTheDataItCorrects_untilTheDataCatchesUp() throws {
    let correction = try #require(Correction.inForce.first { $0.country == "BG" })
    let stale = dataset().countries[0]

    #expect(correction.differs(from: stale))
    #expect(!correction.differs(from: correction.applied(to: stale)))
  }

  @Test func everyCorrection_saysWhatSinceWhenAndOnWhoseWord() {
    for correction in Correction.inForce {
      #expect(!correction.summary.isEmpty && !correction.source.isEmpty)
      #expect(Correction.inForceText.contains(correction.line))
      #expect(correction.line.contains(correction.since.text))
    }
    #expect(Correction.inForceText.contains("(since 2026-01-01;"))
  }
}
