import Foundation

/// Serialises refreshes between processes that share a cache folder (replicas of `quizd`, several
/// `quiz` runs), so one of them fetches and the others read what it wrote: one refresh per period
/// whatever the number of replicas.
public protocol RefreshLock: Sendable {
  /// Waits for the lock and returns what releases it; nil when it could not be had in reasonable time
  /// (the caller then refreshes on its own: a late refresh beats none).
  func acquire() async -> (@Sendable () -> Void)?
}

/// A `RefreshLock` made of a folder: creating a folder is atomic on every file system and every
/// platform Foundation runs on, so whoever creates `<cache>.lock` holds the lock (the approach of
/// `NSDistributedLock`). The holder writes its process ID inside; a lock whose holder is gone (where
/// `/proc` tells) or that is older than `staleAfter` (a holder killed mid-fetch) is broken.
public struct DirectoryRefreshLock: RefreshLock {
  public let folder: URL
  private let patience: TimeInterval
  private let staleAfter: TimeInterval

  /// `patience`: how long to wait for another process's refresh (a fetch's timeout and then some);
  /// `staleAfter`: the age after which a lock is taken to be abandoned.
  public init(folder: URL, patience: TimeInterval, staleAfter: TimeInterval) {
    self.folder = folder
    self.patience = patience
    self.staleAfter = staleAfter
  }

  public func acquire() async -> (@Sendable () -> Void)? {
    let deadline = Date().addingTimeInterval(patience)
    let owner = folder.appendingPathComponent("owner")
    while true {
      if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false))
        != nil
      {
        try? Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8).write(to: owner)
        let folder = folder
        return { try? FileManager.default.removeItem(at: folder) }
      }
      if isAbandoned(owner: owner) {
        try? FileManager.default.removeItem(at: folder)
        continue
      }
      guard Date() < deadline else { return nil }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }

  private func isAbandoned(owner: URL) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path)
    guard let created = attributes?[.modificationDate] as? Date else {
      // No folder any more (released meanwhile), or the parent is missing: create it and try again.
      try? FileManager.default.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      return false
    }
    if Date().timeIntervalSince(created) > staleAfter { return true }
    guard FileManager.default.fileExists(atPath: "/proc/self"),
      let text = try? String(contentsOf: owner, encoding: .utf8),
      let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return false }
    return !FileManager.default.fileExists(atPath: "/proc/\(pid)")
  }
}
