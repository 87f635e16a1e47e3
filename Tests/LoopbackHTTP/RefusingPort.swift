import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 that is bound but never listens: connections are refused, and, unlike the port of a
/// stopped server, no test running at the same time can be given it.
public final class RefusingPort: Sendable {
  private let descriptor: Int32
  public let url: URL

  public init() throws {
    let (descriptor, port) = try LoopbackSocket.bound()
    self.descriptor = descriptor
    url = URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  deinit { close(descriptor) }
}
