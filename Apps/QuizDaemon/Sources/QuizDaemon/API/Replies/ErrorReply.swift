/// `{"error": "…", "status": 400}`: every refusal, as the OpenAPI schema `Error` describes it.
struct ErrorReply: Encodable, Equatable {
  let error: String
  let status: Int
}
