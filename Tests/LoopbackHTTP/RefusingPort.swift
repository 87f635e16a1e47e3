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
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard bound == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    self.descriptor = descriptor
    url =
      URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
      ?? URL(fileURLWithPath: "/")
  }

  deinit { close(descriptor) }
}
