import Domain
import LanguagePacks
import Testing

/// The conventions' table and the words every pack says it with.
@Suite struct ConventionWordsTests {
  static let codes =
    Array(CountryConventions.vehicleCodeIndex.values.joined()) + ["DE", "AQ", "US"]

  @Test(arguments: LanguagePack.all)
  func everyPack_namesEveryWeekdayAndReligionTheTableHolds(pack: LanguagePack) {
    let words = pack.conventions
    for key in ConventionWords.weekdayKeys {
      #expect(words.weekdays[key]?.isEmpty == false, "\(pack.language) lacks \(key)")
    }
    for key in ConventionWords.religionKeys {
      #expect(words.religions[key]?.isEmpty == false, "\(pack.language) lacks \(key)")
    }
    #expect(words.share.contains("{value}") && words.share.contains("{count}"))
  }

  @Test func theTable_holdsOnlyKeysThePacksWord() {
    for code in Set(Self.codes) {
      guard let conventions = CountryConventions.of(code) else { continue }
      if let day = conventions.startOfWeek {
        #expect(ConventionWords.weekdayKeys.contains(day), "\(code): \(day)")
      }
      for religion in conventions.religions {
        #expect(ConventionWords.religionKeys.contains(religion.name), "\(code): \(religion.name)")
        #expect((1...100).contains(religion.percent), "\(code): \(religion.percent)")
      }
      let shares = conventions.religions.map(\.percent)
      #expect(shares == shares.sorted(by: >), "\(code): largest first")
    }
  }

  @Test func theTable_dropsPlaceholderAnthemsAndCorrectsWrongCodes() {
    #expect(CountryConventions.of("DE")?.anthem == nil)
    #expect(CountryConventions.of("FR")?.anthem == "La Marseillaise")
    #expect(CountryConventions.of("DE")?.vehicleCodes == ["D"])
    #expect(CountryConventions.countries(withVehicleCode: "DY") == ["BJ"])
    #expect(CountryConventions.of("GB")?.fifaCode == nil)
    #expect(CountryConventions.of("US")?.startOfWeek == "sunday")
  }

  @Test func theClockAndMeasurementSystem_comeFromTheLocaleData() {
    #expect(CountryConventions.clockFormat(of: "FR") == .twentyFourHour)
    #expect(CountryConventions.clockFormat(of: "US") == .twelveHour)
    #expect(CountryConventions.measurementSystem(of: "US") == .usCustomary)
    #expect(CountryConventions.measurementSystem(of: "GB") == .metricWithImperial)
    #expect(CountryConventions.measurementSystem(of: "DE") == .metric)
    #expect(CountryConventions.measurementSystem(of: "ZZ") == nil)
  }
}
