import Domain
import Foundation
import Presentation

/// The routes that tell how the daemon is: health, readiness and metrics.
extension QuizAPI {
  static let healthy = ServerResponse.json(200, encoding: HealthReply())

  func readiness() async -> ServerResponse {
    do {
      let provenance = try await answerer.provenance()
      return ServerResponse.json(
        200,
        encoding: ReadinessReply(
          ready: true, source: provenance.source, origin: provenance.origin.rawValue,
          asOf: CalendarDay(provenance.asOf).text))
    } catch {
      return ServerResponse.json(
        503,
        encoding: ReadinessReply(
          ready: false, retryable: true, error: "no country data could be loaded"))
    }
  }

  /// The Prometheus text of the counters, with the age of the data already loaded.
  func metricsText() -> ServerResponse {
    ServerResponse(
      status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
      body: Array(metrics.text(dataAge: dataAge()).utf8))
  }

  /// The age of the data already loaded: a metrics scrape never makes the daemon load or fetch.
  private func dataAge() -> Double? {
    guard let provenance = answerer.loadedProvenance else { return nil }
    return max(0, now().timeIntervalSince(provenance.asOf))
  }
}
