import Foundation
import PseudoTerminal

/// `quiz-bench --chat QUIZ`: the interactive chat's footprint on a real pseudo-terminal. Times launch to
/// the whole banner (the prompt drawn), then reads the peak RSS after a few questions.
func measureChatFootprint(quiz: URL, runs: Int = 30) {
  var environment = ProcessInfo.processInfo.environment
  environment["TERM"] = "xterm-256color"
  environment["XDG_STATE_HOME"] =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-bench-\(UUID().uuidString)"
    ).path
  var bannerTimes: [Double] = []
  var peakKB = 0
  for _ in 0..<runs {
    let start = ContinuousClock.now
    guard
      let chat = try? PseudoTerminal(
        executable: quiz, arguments: ["--offline"], environment: environment),
      (try? chat.waitFor("> ")) != nil
    else {
      print("chat: quiz did not start")
      return
    }
    bannerTimes.append(milliseconds(ContinuousClock.now - start))
    let questions = [
      ("whats the capitl of Frnace?", "Paris"), ("which countries start with s", "Syria"),
      ("flag of brazil", "🇧🇷"),
    ]
    for (question, answer) in questions {
      let mark = chat.mark
      chat.type(question + "\r")
      _ = try? chat.waitFor(answer, after: mark)
    }
    peakKB = max(peakKB, peakResidentKB(chat.processID))
    chat.type("\u{4}")
    _ = try? chat.waitForExit()
  }
  print(
    String(
      format: "chat banner on a pty: median %.1f ms, p90 %.1f ms, max %.1f ms (%d launches)",
      percentile(bannerTimes, 0.5), percentile(bannerTimes, 0.9), bannerTimes.max() ?? 0, runs))
  print(String(format: "chat peak RSS after three questions: %.1f MB", Double(peakKB) / 1024))
}

/// VmHWM from /proc: the most resident memory the process has had.
private func peakResidentKB(_ pid: pid_t) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
    return 0
  }
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
  return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
}
