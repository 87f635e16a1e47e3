import Domain
import Foundation
import Synchronization

/// The replies made in the current second, by request. A popular question asked again and again with
/// the same body (question, context, profile, position) and the same `Accept-Language` is answered from
/// here, skipping the reading, the turn, the reply's JSON and the context's digests.
///
/// Only a reply that the same request could not change within the second is kept: a 200 made on the
/// event loop over the data `QuizAnswerer.fresh` held, or over none, and no game in the conversation
/// before or after (a game's start draws a seed, its clock runs). An entry answers only within the
/// second it was made in, since a local time or the day's challenge move with the clock; only while
/// `fresh` still holds data with the same provenance; and only while that data's age in whole seconds
/// (a reply's `ageSeconds`, which ticks within a second when the data was fetched at a fraction of
/// one) is the same. At most `capacity` requests a second (`mostPerSecond` at most), each of at most
/// `longestBody` bytes, with replies of a few kilobytes: about 3 MB at worst.
final class ReplyMemo: Sendable {
  struct Key: Hashable {
    let body: [UInt8]
    let language: String?

    /// The body's bytes hashed as one run: byte by byte took a fifth of a remembered reply's time.
    func hash(into hasher: inout Hasher) {
      body.withUnsafeBytes { hasher.combine(bytes: $0) }
      hasher.combine(language)
    }
  }

  private struct Entry {
    let response: ServerResponse
    /// The data the reply was made over and its age then, in whole seconds; nil when the line
    /// needed none.
    let data: (provenance: DataProvenance, age: Int)?
  }

  /// The age of data from `provenance` at `now`, in whole seconds, as a reply gives it.
  static func age(of provenance: DataProvenance, at now: Date) -> Int {
    Int(max(0, now.timeIntervalSince(provenance.asOf)))
  }

  private struct State {
    var second: Int64 = .min
    var entries: [Key: Entry] = [:]
  }

  let capacity: Int
  static let mostPerSecond = 512
  static let longestBody = 2048
  private let state = Mutex(State())

  /// Nil when `capacity` is 0: the daemon remembers nothing.
  init?(capacity: Int) {
    guard capacity > 0 else { return nil }
    self.capacity = min(capacity, Self.mostPerSecond)
  }

  /// The key of a request that may be remembered: nil for a body over `longestBody` bytes.
  static func key(of request: ServerRequest) -> Key? {
    guard request.body.count <= longestBody else { return nil }
    return Key(body: request.body, language: request.header("accept-language"))
  }

  /// The reply remembered for `key` at `now`, when the data it was made over is `current` and as old
  /// in whole seconds as then.
  func response(
    for key: Key, at now: Date, current: @autoclosure () -> DataProvenance?
  ) -> ServerResponse? {
    let second = Self.second(of: now)
    let entry = state.withLock { state in state.second == second ? state.entries[key] : nil }
    guard let entry else { return nil }
    if let data = entry.data {
      guard let current = current(), current == data.provenance,
        Self.age(of: current, at: now) == data.age
      else { return nil }
    }
    return entry.response
  }

  /// Keeps `response`, made at `now` over `data` (nil: none), for `key`; a later second starts an
  /// empty memo, and a reply of an earlier second than the memo's (another loop's, late) is not kept.
  func remember(_ response: ServerResponse, for key: Key, at now: Date, data: DataProvenance?) {
    let second = Self.second(of: now)
    let entry = Entry(
      response: response, data: data.map { ($0, Self.age(of: $0, at: now)) })
    state.withLock { state in
      if second < state.second { return }
      if second > state.second {
        state.second = second
        state.entries.removeAll(keepingCapacity: true)
      }
      guard state.entries.count < capacity else { return }
      state.entries[key] = entry
    }
  }

  private static func second(of date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
  }

  /// How many replies the current memo holds (for tests).
  var count: Int { state.withLock { $0.entries.count } }
}
