import Domain
import Foundation
import Presentation
import Testing

@testable import QuizCLI

@Suite struct TerminalWhereaboutsTests {
  @Test func countryQuizLocation_asLatitudeAndLongitude_isAPosition() throws {
    let sut = TerminalWhereabouts.resolve(
      environment: ["COUNTRY_QUIZ_LOCATION": "-12.05, -77.04", "TZ": "Asia/Tokyo"],
      zones: try zoneFolder())

    #expect(
      sut.location
        == UserLocation(
          .coordinates(.init(latitude: -12.05, longitude: -77.04)),
          source: .setting("COUNTRY_QUIZ_LOCATION")))
  }

  @Test(arguments: ["Peru", "PE", "91,0"])
  func countryQuizLocation_otherwise_isACountryToLookUp(value: String) throws {
    let sut = TerminalWhereabouts.resolve(
      environment: ["COUNTRY_QUIZ_LOCATION": value], zones: try zoneFolder())

    #expect(
      sut.location == UserLocation(.country(value), source: .setting("COUNTRY_QUIZ_LOCATION")))
  }

  @Test func tz_namesTheCountryOfItsZone_fromZoneTab() throws {
    let sut = TerminalWhereabouts.resolve(
      environment: ["TZ": ":Asia/Tokyo"], zones: try zoneFolder())

    #expect(
      sut.location == UserLocation(.country("JP"), source: .timeZone("Asia/Tokyo", from: "TZ")))
  }

  @Test func zoneInfo_readsZone1970Tab_forZonesZoneTabLacks() throws {
    #expect(try zoneFolder().country(ofZone: "Europe/Brussels") == "BE")
    #expect(try zoneFolder().country(ofZone: "Mars/Olympus") == nil)
  }

  @Test func localtimeLink_namesTheZone_whenTZIsUnset() throws {
    let folder = try zoneFolder()
    let link = folder.root.appendingPathComponent("localtime")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")

    let sut = TerminalWhereabouts.resolve(environment: [:], zones: folder, localtime: link)

    #expect(sut.location?.place == .country("JP"))
    #expect(sut.location?.source == .timeZone("Asia/Tokyo", from: link.path))
  }

  @Test func noLocation_saysWhyAndHowToSetOne() throws {
    let folder = try zoneFolder()
    let missing = folder.root.appendingPathComponent("no-localtime")

    let utc = TerminalWhereabouts.resolve(environment: ["TZ": "Etc/UTC"], zones: folder)
    let none = TerminalWhereabouts.resolve(environment: [:], zones: folder, localtime: missing)

    #expect(utc.location == nil)
    #expect(utc.unknownHelp.hasPrefix("Your time zone, Etc/UTC (TZ), is in no one country."))
    #expect(none.location == nil)
    #expect(none.unknownHelp.contains("Set COUNTRY_QUIZ_LOCATION to \"lat,lon\" or a country"))
  }

  @Test(arguments: [
    ("Europe/Paris", "Europe/Paris"), ("/usr/share/zoneinfo/posix/Europe/Paris", "Europe/Paris"),
    ("../usr/share/zoneinfo/America/Lima", "America/Lima"),
  ])
  func zoneName_readsNamesAndPaths(value: String, zone: String) {
    #expect(SystemTimeZone.zoneName(value) == zone)
  }

  @Test func zoneName_ignoresPosixRules() {
    #expect(SystemTimeZone.zoneName("EST5EDT,M3.2.0,M11.1.0") == nil)
  }

  /// A tz folder of its own: zone.tab knows Tokyo, zone1970.tab Brussels (shared with others).
  private func zoneFolder() throws -> ZoneInfoDirectory {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-zones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try "# comment\nJP\t+353916+1394441\tAsia/Tokyo\nPE\t-1203-07703\tAmerica/Lima\n"
      .write(to: root.appendingPathComponent("zone.tab"), atomically: true, encoding: .utf8)
    try "# comment\nBE,LU,NL\t+5050+00420\tEurope/Brussels\n"
      .write(to: root.appendingPathComponent("zone1970.tab"), atomically: true, encoding: .utf8)
    return ZoneInfoDirectory(root: root)
  }

  @Test(arguments: ["Peru", "PE", "-12.05, -77.04", "côte d'ivoire", " "])
  func problem_isNoneForAUsableLocation(value: String) {
    #expect(TerminalWhereabouts.problem(environment: ["COUNTRY_QUIZ_LOCATION": value]) == nil)
    #expect(TerminalWhereabouts.problem(environment: [:]) == nil)
  }

  @Test(arguments: ["91,0", "12,200", "12.5 east", "1,2,3", String(repeating: "x", count: 101)])
  func problem_namesTheVariableAndItsFormForAnUnusableLocation(value: String) throws {
    let problem = try #require(
      TerminalWhereabouts.problem(environment: ["COUNTRY_QUIZ_LOCATION": value]))

    #expect(problem.hasPrefix("COUNTRY_QUIZ_LOCATION must be \"lat,lon\""))
    #expect(problem.contains("or a country's name or code"))
  }
}
