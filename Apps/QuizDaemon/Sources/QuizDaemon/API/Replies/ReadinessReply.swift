/// `/readyz`'s reply, as the OpenAPI schema `Readiness` describes it: where the loaded data comes from,
/// or why there is none.
struct ReadinessReply: Encodable, Equatable {
  let ready: Bool
  var source: String?
  var origin: String?
  /// The data's day, as `YYYY-MM-DD`.
  var asOf: String?
  var retryable: Bool?
  var error: String?
}
