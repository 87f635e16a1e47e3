import CEpoll
import Glibc

/// A non-blocking TCP socket listening on an IPv4 or IPv6 address ("127.0.0.1", "::1", "0.0.0.0").
enum ListeningSocket {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The descriptor and the port it got (the one asked for, or a free one for port 0).
  static func open(host: String, port: Int, backlog: Int32 = 1024) throws -> (Int32, Int) {
    let address = host == "localhost" ? "127.0.0.1" : host
    let isIPv6 = address.contains(":")
    let descriptor = cepoll_socket(isIPv6 ? AF_INET6 : AF_INET)
    guard descriptor >= 0 else { throw Failure(description: "cannot create a socket") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound: Int32
    if isIPv6 {
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = in_port_t(UInt16(clamping: port)).bigEndian
      guard inet_pton(AF_INET6, address, &socketAddress.sin6_addr) == 1 else {
        close(descriptor)
        throw Failure(description: "'\(host)' is not an IP address")
      }
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
      guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1 else {
        close(descriptor)
        throw Failure(description: "'\(host)' is not an IP address")
      }
      bound = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard bound == 0, listen(descriptor, backlog) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw Failure(description: "cannot listen on \(host):\(port): \(reason)")
    }
    return (descriptor, localPort(descriptor))
  }

  private static func localPort(_ descriptor: Int32) -> Int {
    // sin_port and sin6_port sit at the same offset, right after the family.
    var address = sockaddr_in6()
    var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    let status = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return status == 0 ? Int(UInt16(bigEndian: address.sin6_port)) : 0
  }
}
