import Foundation
import Presentation
import Testing

@testable import QuizDaemon

@Suite struct AskBodyLocationTests {
  @Test(arguments: [
    (#"{"question":"q","location":{"lat":-12.05,"lon":-77.04}}"#, -12.05, -77.04),
    (
      #"{"location":{"longitude":2.35e0,"latitude":48.85,"accuracy":20},"question":"q"}"#, 48.85,
      2.35
    ),
    (#"{"question":"q","location":{"lat":90,"lng":-180}}"#, 90, -180),
  ])
  func decode_readsTheBrowsersPosition(body: String, latitude: Double, longitude: Double) {
    #expect(
      AskBody.decode(Array(body.utf8))
        == .success(
          AskBody(
            question: "q", refreshes: false,
            location: .position(latitude: latitude, longitude: longitude))))
  }

  @Test func decode_readsARefusal() {
    let body = #"{"question":"q","location":{"error":"permission denied"}}"#

    #expect(
      AskBody.decode(Array(body.utf8))
        == .success(
          AskBody(question: "q", refreshes: false, location: .refused("permission denied"))))
  }

  @Test(arguments: [
    #"{"question":"q","location":{"lat":91,"lon":0}}"#,
    #"{"question":"q","location":{"lat":"1","lon":"2"}}"#,
    #"{"question":"q","location":{"lat":1}}"#, #"{"question":"q","location":"Peru"}"#,
    #"{"question":"q","location":{}}"#,
  ])
  func decode_refusesALocationItCannotUse(body: String) {
    guard case .failure(let failure) = AskBody.decode(Array(body.utf8)) else {
      Issue.record("accepted \(body)")
      return
    }
    #expect(failure.message.contains("\"location\""))
  }

  @Test func decode_leavesTheLocationOutWhenNotSentOrNull() {
    #expect(
      AskBody.decode(Array(#"{"question":"q","location":null}"#.utf8))
        == .success(AskBody(question: "q", refreshes: false)))
  }
}
