import Foundation
import Glibc

/// The built `quizd`, started as a supervisor would, with the port it printed. Stops on `deinit`.
final class DaemonProcess: @unchecked Sendable {
  /// What the daemon's stderr is connected to.
  enum ErrorStream {
    /// A pipe the test drains, so it never fills.
    case read
    /// A pipe nobody reads: it fills after 64 KiB.
    case neverRead
    /// A pipe whose reading end is closed as soon as the daemon is up: writes get EPIPE.
    case closed
  }

  let process = Process()
  let port: Int
  private let errors = Pipe()
  // `@unchecked Sendable`: set once in init, read afterwards.

  /// `limitingDescriptorsTo`: start under `prlimit --nofile=N:N`.
  init(
    _ arguments: [String], environment: [String: String] = [:], stderr: ErrorStream = .read,
    limitingDescriptorsTo limit: Int? = nil
  ) throws {
    let quizd = productsDirectory().appendingPathComponent("quizd").path
    if let limit {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
      process.arguments = ["--nofile=\(limit):\(limit)", quizd] + arguments + ["--port", "0"]
    } else {
      process.executableURL = URL(fileURLWithPath: quizd)
      process.arguments = arguments + ["--port", "0"]
    }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard let portText = line.split(separator: ":").last?.prefix(while: \.isNumber),
      let port = Int(portText)
    else {
      process.terminate()
      throw DaemonError.didNotStart(line)
    }
    self.port = port
    switch stderr {
    case .read:
      let handle = errors.fileHandleForReading
      Thread { while !handle.availableData.isEmpty {} }.start()
    case .neverRead: break
    case .closed: try errors.fileHandleForReading.close()
    }
  }

  enum DaemonError: Error {
    case didNotStart(String)
  }

  var isRunning: Bool { process.isRunning }

  /// Resident memory now, in bytes (VmRSS).
  func residentBytes() -> Int {
    let status =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
  }

  /// User plus system CPU time so far, in seconds.
  func cpuSeconds() -> Double {
    let stat =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8))
      ?? ""
    // Fields after the command name, which is in parentheses and may hold spaces.
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Sends SIGTERM; whether the daemon exited within `seconds` (if not, it is killed).
  func terminate(within seconds: Double) -> Bool {
    guard process.isRunning else { return true }
    process.terminate()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    guard process.isRunning else { return true }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return false
  }

  deinit { _ = terminate(within: 5) }
}

func productsDirectory() -> URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
}
