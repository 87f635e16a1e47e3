import Foundation
import Glibc
import LoopbackHTTP

/// Debian's nginx in front of some `quizd` replicas: a round-robin upstream on loopback, run in the
/// foreground from a scratch directory. Stops on `deinit`.
final class NginxProcess: @unchecked Sendable {
  static let binary = "/usr/sbin/nginx"
  /// In CI nginx must be there (`.ci/run` installs it): a missing install fails, never skips.
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["CI"] != nil
      || FileManager.default.isExecutableFile(atPath: binary)
  }

  let port: Int
  private let process = Process()
  private let directory: URL
  // `@unchecked Sendable`: set once in init, read afterwards.

  init(upstreams: [Int]) throws {
    let (probe, port) = try LoopbackSocket.bound()
    close(probe)
    self.port = port
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-nginx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let servers = upstreams.map { "server 127.0.0.1:\($0) max_fails=1 fail_timeout=30s;" }
    let path = directory.path
    let configuration = """
      daemon off; worker_processes 1; pid \(path)/nginx.pid; error_log \(path)/error.log;
      events { worker_connections 256; }
      http {
        access_log off;
        client_body_temp_path \(path)/body; proxy_temp_path \(path)/proxy;
        fastcgi_temp_path \(path)/fastcgi; uwsgi_temp_path \(path)/uwsgi; scgi_temp_path \(path)/scgi;
        upstream quiz { \(servers.joined(separator: " ")) }
        server {
          listen 127.0.0.1:\(port);
          location / {
            proxy_pass http://quiz;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_connect_timeout 1s;
            proxy_next_upstream error timeout http_502;
          }
        }
      }
      """
    try configuration.write(
      to: directory.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = ["-p", path, "-c", "\(path)/nginx.conf", "-e", "\(path)/error.log"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<100 {
      if HTTPExchange.get("/healthz", port: port)?.status == 200 { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw DaemonProcess.DaemonError.didNotStart("nginx on \(port): \(errorLog)")
  }

  var errorLog: String {
    (try? String(
      contentsOf: directory.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: directory)
  }
}
