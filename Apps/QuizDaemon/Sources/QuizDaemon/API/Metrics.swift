import Synchronization

/// Counters for `/metrics`, in the Prometheus text format: requests by route and status, a latency
/// histogram, and the data source's requests and failures. Safe to update from any thread.
public final class Metrics: Sendable {
  static let bucketBounds: [Double] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1,
  ]

  private struct Key: Hashable {
    let route: String
    let status: Int
  }

  private struct State {
    var requests: [Key: Int] = [:]
    var buckets = [Int](repeating: 0, count: Metrics.bucketBounds.count)
    var count = 0
    var sum = 0.0
    var sourceRequests = 0
    var sourceFailures = 0
    var droppedLogLines = 0
    var rememberedReplies = 0
  }

  private let state = Mutex(State())

  public init() {}

  public func record(route: String, status: Int, seconds: Double) {
    state.withLock { state in
      state.requests[Key(route: route, status: status), default: 0] += 1
      state.count += 1
      state.sum += seconds
      if let bucket = Self.bucketBounds.firstIndex(where: { seconds <= $0 }) {
        state.buckets[bucket] += 1
      }
    }
  }

  /// One request to the live data source (a refresh makes one to three).
  public func recordSourceRequest(failed: Bool) {
    state.withLock { state in
      state.sourceRequests += 1
      if failed { state.sourceFailures += 1 }
    }
  }

  /// Log lines dropped because stderr's reader was too slow or gone.
  public func recordDroppedLogLines(_ count: Int) {
    state.withLock { $0.droppedLogLines += count }
  }

  /// A question answered from this second's replies (`ReplyMemo`).
  public func recordRememberedReply() {
    state.withLock { $0.rememberedReplies += 1 }
  }

  /// The exposition text; `dataAge` is the answering data's age in seconds, when data is loaded.
  public func text(dataAge: Double?) -> String {
    let state = state.withLock { $0 }
    var lines = [
      "# HELP quizd_requests_total HTTP requests answered, by route and status.",
      "# TYPE quizd_requests_total counter",
    ]
    for key in state.requests.keys.sorted(by: { ($0.route, $0.status) < ($1.route, $1.status) }) {
      lines.append(
        "quizd_requests_total{route=\"\(key.route)\",status=\"\(key.status)\"} \(state.requests[key] ?? 0)"
      )
    }
    lines += [
      "# HELP quizd_request_duration_seconds Time to handle a request.",
      "# TYPE quizd_request_duration_seconds histogram",
    ]
    var cumulative = 0
    for (bound, count) in zip(Self.bucketBounds, state.buckets) {
      cumulative += count
      lines.append("quizd_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
    }
    lines += [
      "quizd_request_duration_seconds_bucket{le=\"+Inf\"} \(state.count)",
      "quizd_request_duration_seconds_sum \(state.sum)",
      "quizd_request_duration_seconds_count \(state.count)",
      "# HELP quizd_data_age_seconds Age of the data answering questions.",
      "# TYPE quizd_data_age_seconds gauge",
      "quizd_data_age_seconds \(dataAge.map { String(Int($0)) } ?? "NaN")",
      "# HELP quizd_source_requests_total Requests to the live data source (refreshes).",
      "# TYPE quizd_source_requests_total counter",
      "quizd_source_requests_total \(state.sourceRequests)",
      "# HELP quizd_source_failures_total Requests to the live data source that failed.",
      "# TYPE quizd_source_failures_total counter",
      "quizd_source_failures_total \(state.sourceFailures)",
      "# HELP quizd_log_lines_dropped_total Log lines dropped because stderr was full or closed.",
      "# TYPE quizd_log_lines_dropped_total counter",
      "quizd_log_lines_dropped_total \(state.droppedLogLines)",
      "# HELP quizd_replies_remembered_total Questions answered with a reply made earlier in the same second.",
      "# TYPE quizd_replies_remembered_total counter",
      "quizd_replies_remembered_total \(state.rememberedReplies)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
