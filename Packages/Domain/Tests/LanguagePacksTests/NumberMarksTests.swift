import Domain
import Foundation
import Testing

@testable import LanguagePacks

/// Every pack writes figures as the locale data does (Foundation's formatting, through ICU), without
/// loading it: whole numbers, at most n decimals, at most n significant digits.
@Suite struct NumberMarksTests {
  @Test(arguments: Language.allCases)
  func wholeNumbers_areWrittenAsTheLocaleDataWritesThem(language: Language) {
    let marks = LanguagePack(language).answers.numbers
    let locale = Locale(identifier: language.localeIdentifier)

    for value in Self.wholeNumbers {
      #expect(marks.integer(value) == value.formatted(.number.locale(locale)), "\(value)")
    }
  }

  @Test(arguments: Language.allCases)
  func decimals_areRoundedAndWrittenAsTheLocaleDataDoes(language: Language) {
    let marks = LanguagePack(language).answers.numbers
    let locale = Locale(identifier: language.localeIdentifier)

    for value in Self.decimals {
      for places in 0...3 {
        let expected = value.formatted(
          .number.precision(.fractionLength(0...places)).locale(locale))
        #expect(marks.decimal(value, places: places) == expected, "\(value), \(places) places")
      }
    }
  }

  @Test(arguments: Language.allCases)
  func significantDigits_areRoundedAndWrittenAsTheLocaleDataDoes(language: Language) {
    let marks = LanguagePack(language).answers.numbers
    let locale = Locale(identifier: language.localeIdentifier)

    for value in Self.decimals {
      for digits in 1...4 {
        let expected = value.formatted(
          .number.precision(.significantDigits(1...digits)).locale(locale))
        #expect(marks.significant(value, digits: digits) == expected, "\(value), \(digits) digits")
      }
    }
  }

  @Test func shortestDecimal_readsSwiftsOwnDigits() {
    let tiny = ShortestDecimal(0.0000123)
    let huge = ShortestDecimal(1.5e17)

    #expect(String(decoding: tiny.digits, as: UTF8.self) == "123")
    #expect(tiny.pointIndex == -4)
    #expect(String(decoding: huge.digits, as: UTF8.self) == "15")
    #expect(huge.pointIndex == 18)
    #expect(ShortestDecimal(0).digits.isEmpty)
  }

  // MARK: - Samples

  /// Every length from one digit to eleven, negatives, and the edges of grouping (seeded).
  static let wholeNumbers: [Int] = {
    var values = [0, 7, 451, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 1_411_778_724]
    var generator = SeededGenerator(seed: 25)
    for digits in 1...11 {
      let upper = Int(pow(10.0, Double(digits)))
      for _ in 0..<20 { values.append(Int.random(in: (upper / 10)..<upper, using: &generator)) }
    }
    return values + values.map { -$0 }
  }()

  /// Halves at every place (the ties rounding decides), areas, densities and ratios as replies
  /// show them, tiny and huge values, and random ones across magnitudes (seeded, so a failure
  /// repeats).
  static let decimals: [Double] = {
    var values: [Double] = [
      0, 0.5, 1.5, 2.5, 0.125, 0.135, 2.675, 1.005, 0.005, 0.0236, 0.786, 4.121, 2.02, 1234.5,
      12_345.678, 0.000_012_3, 9.995, 99.95, 999.5, 0.95, 0.999, 17_098_246, 0.44, 25_364.2,
      1.5e17, 123_456.785, 7.8125e-3,
    ]
    var generator = SeededGenerator(seed: 36)
    for exponent in -4...9 {
      for _ in 0..<15 {
        values.append(Double.random(in: 1..<10, using: &generator) * pow(10.0, Double(exponent)))
      }
    }
    for _ in 0..<40 {
      values.append(Double(Int.random(in: 0..<100_000, using: &generator)) / 1000)
    }
    // Every negative too: ICU writes "-0" for -0 and for a negative value that rounds to zero.
    return values + values.map { -$0 }
  }()
}
