import Foundation
import Testing

/// The built `quizd` serves the flags its page shows, over loopback, and its replies point at them.
@Suite struct FlagLoopbackTests {
  @Test func flag_isServedAsCachedSVG_inEitherCase() throws {
    let daemon = try DaemonProcess(["--offline"])

    let upper = try #require(HTTPExchange.get("/flags/FR.svg", port: daemon.port))
    let lower = try #require(HTTPExchange.get("/flags/fr.svg", port: daemon.port))

    #expect(upper.status == 200)
    #expect(upper.headers.contains("\r\nContent-Type: image/svg+xml\r\n"))
    #expect(upper.headers.contains("\r\nCache-Control: public, max-age=31536000, immutable\r\n"))
    #expect(upper.headers.contains("\r\nETag: \""))
    #expect(upper.headers.contains("\r\nContent-Security-Policy: default-src 'none';"))
    #expect(upper.body.hasPrefix("<svg ") && upper.body.hasSuffix("</svg>"))
    #expect(lower.status == 200)
    #expect(lower.body == upper.body)
  }

  @Test func anythingButACountrysFlag_is404_andTheDaemonKeepsServing() throws {
    let daemon = try DaemonProcess(["--offline"])
    let paths = [
      "/flags/ZZ.svg", "/flags/../x", "/flags/../../etc/passwd", "/flags/FRA.svg",
      "/flags/" + String(repeating: "A", count: 200) + ".svg",
    ]

    let statuses = paths.map { HTTPExchange.get($0, port: daemon.port)?.status }
    let overLong = HTTPExchange.get(
      "/flags/" + String(repeating: "A", count: 20_000) + ".svg", port: daemon.port)

    #expect(statuses == Array(repeating: 404, count: paths.count))
    #expect(overLong?.status == 414)
    #expect(daemon.isRunning)
    #expect(HTTPExchange.get("/flags/BE.svg", port: daemon.port)?.status == 200)
  }

  @Test func flagGameRound_namesAFlagOnThisServer_notAnotherHost() throws {
    let daemon = try DaemonProcess(["--offline"])

    let reply = try #require(HTTPExchange.ask("quiz me on flags", port: daemon.port))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
    let image = try #require(json["image"] as? String)
    let flag = try #require(HTTPExchange.get(image, port: daemon.port))

    #expect(json["outcome"] as? String == "game")
    #expect(image.hasPrefix("/flags/") && image.hasSuffix(".svg"), "\(image)")
    #expect(flag.status == 200)
    #expect(flag.body.hasPrefix("<svg "))
  }
}
