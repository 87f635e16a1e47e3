/// `/healthz`'s reply, as the OpenAPI schema `Health` describes it.
struct HealthReply: Encodable, Equatable {
  var status = "ok"
}
