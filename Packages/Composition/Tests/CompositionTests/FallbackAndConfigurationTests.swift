import Composition
import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct FallbackCountryLoaderTests {
  @Test func load_answersFromTheFallbackMarkedWithThePrimarysFailure() async throws {
    let sut = FallbackCountryLoader(
      primary: CountryLoaderStub.failing(.noConnection), fallback: BundledCountryLoader())

    let dataset = try await sut.loadCountries()

    #expect(dataset.provenance.origin == .bundled)
    #expect(dataset.provenance.liveFailure == .noConnection)
    #expect(dataset.countries.count == 250)
  }

  @Test func load_passesThePrimarysDataThrough() async throws {
    let sut = FallbackCountryLoader(
      primary: CountryLoaderStub.delivering(SampleCountries.all), fallback: BundledCountryLoader())

    let dataset = try await sut.loadCountries()

    #expect(dataset.provenance.liveFailure == nil)
    #expect(dataset.countries.count == SampleCountries.all.count)
  }
}

@Suite struct QuizConfigurationTests {
  @Test func environment_withNothingSet_usesTheBundledSnapshot() throws {
    let sut = try QuizConfiguration(environment: ["HOME": "/home/ada"])

    #expect(sut.source == .bundled)
    #expect(sut.cacheDirectory?.path == "/home/ada/.cache/country-quiz")
    #expect(sut.cacheLifetime == 24 * 3600)
    #expect(sut.timeout == 10)
  }

  @Test(arguments: [
    (["HOME": "/home/ada/"], "/home/ada/.cache/country-quiz"),
    (["HOME": "/"], "/.cache/country-quiz"),
    (["XDG_CACHE_HOME": "/var/cache//", "HOME": "/home/ada"], "/var/cache/country-quiz"),
    (["XDG_CACHE_HOME": "/"], "/country-quiz"),
  ])
  func environment_joinsTheCacheFolderWithOneSlash(environment: [String: String], path: String)
    throws
  {
    let sut = try QuizConfiguration(environment: environment)

    #expect(sut.cacheDirectory?.path == path)
    #expect(sut.cacheDirectory?.hasDirectoryPath == true)
  }

  @Test func environment_withAKey_usesHostedV5() throws {
    let sut = try QuizConfiguration(environment: ["RESTCOUNTRIES_API_KEY": "rc_live_x"])

    #expect(
      sut.source
        == .hostedV5(
          baseURL: URL(string: "https://api.restcountries.com/countries/v5")
            ?? URL(fileURLWithPath: "/"), apiKey: "rc_live_x"))
  }

  @Test func environment_readsOverridesAndTheSelfHostedServer() throws {
    let sut = try QuizConfiguration(environment: [
      "RESTCOUNTRIES_V31_URL": "http://127.0.0.1:9000", "XDG_CACHE_HOME": "/tmp/cache",
      "COUNTRY_QUIZ_CACHE_HOURS": "2", "COUNTRY_QUIZ_TIMEOUT": "3.5",
    ])

    #expect(
      sut.source
        == .selfHostedV31(
          baseURL: URL(string: "http://127.0.0.1:9000") ?? URL(fileURLWithPath: "/")))
    #expect(sut.cacheDirectory?.path == "/tmp/cache/country-quiz")
    #expect(sut.cacheLifetime == 7200)
    #expect(sut.timeout == 3.5)
  }

  @Test(arguments: [
    ("COUNTRY_QUIZ_TIMEOUT", "nan"), ("COUNTRY_QUIZ_TIMEOUT", "inf"), ("COUNTRY_QUIZ_TIMEOUT", "0"),
    ("COUNTRY_QUIZ_TIMEOUT", "1e300"), ("COUNTRY_QUIZ_TIMEOUT", "-5"),
    ("COUNTRY_QUIZ_TIMEOUT", "ten"),
    ("COUNTRY_QUIZ_CACHE_HOURS", "nan"), ("COUNTRY_QUIZ_CACHE_HOURS", "-1"),
    ("COUNTRY_QUIZ_CACHE_HOURS", "99999"), ("RESTCOUNTRIES_V31_URL", "ftp://example.org"),
    ("RESTCOUNTRIES_V31_URL", "not a url"),
  ])
  func environment_refusesAnUnusableValueByName(setting: String, value: String) {
    #expect {
      _ = try QuizConfiguration(environment: [setting: value])
    } throws: { error in
      let message = (error as? QuizConfiguration.SettingError)?.message ?? ""
      return message.hasPrefix(setting) && message.contains("'\(value)'")
    }
  }

  @Test func offline_neverBuildsANetworkLoader() async throws {
    let configuration = try QuizConfiguration(
      environment: ["RESTCOUNTRIES_V31_URL": "http://127.0.0.1:9"], isOffline: true)
    let sut = QuizComposer.makeAnswerer(configuration: configuration)

    let provenance = try await sut.provenance()

    #expect(provenance.origin == .bundled)
    #expect(provenance.liveFailure == nil)
  }
}
