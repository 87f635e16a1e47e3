/// The operations of `QuizAPI.routes`.
extension OpenAPIOperation {
  static let ask = OpenAPIOperation(
    security: #"[{}, {"bearer": []}]"#,
    parameters: "[\(OpenAPIDocument.acceptLanguage)]",
    requestBody: """
      {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ask"}}}}
      """,
    responses: """
      {
        "200": {"description": "A reply: an answer, or why there is none", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Reply"}}}},
        "400": {"$ref": "#/components/responses/Error"},
        "401": {"$ref": "#/components/responses/Error"},
        "411": {"$ref": "#/components/responses/Error"},
        "413": {"description": "The body is over 16 KiB, or the question is longer than \(AskBody.maximumQuestionLength) characters (Unicode scalars)", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
        "415": {"$ref": "#/components/responses/Error"},
        "503": {"description": "No data can answer now; retry later", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Reply"}}}}
      }
      """)

  static let health = OpenAPIOperation(
    responses: """
      {"200": {"description": "OK", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Health"}}}}}
      """)

  static let readiness = OpenAPIOperation(
    responses: """
      {
        "200": {"description": "Ready", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Readiness"}}}},
        "503": {"description": "No data yet", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Readiness"}}}}
      }
      """)

  static let metrics = OpenAPIOperation(
    responses: """
      {"200": {"description": "Prometheus text format", "content": {"text/plain": {"schema": {"type": "string"}}}}}
      """)

  static let document = OpenAPIOperation(
    responses: """
      {"200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}}
      """)

  static let page = OpenAPIOperation(
    parameters: "[\(OpenAPIDocument.acceptLanguage)]",
    responses: """
      {"200": {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}}}
      """)
}

extension OpenAPIOperation {
  static let flag = OpenAPIOperation(
    parameters: """
      [{"name": "code", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[A-Za-z]{2}$"}, \
      "description": "The country's ISO 3166-1 alpha-2 code, in either case (FR, fr)"}, \
      {"name": "If-None-Match", "in": "header", "required": false, "schema": {"type": "string"}}]
      """,
    responses: """
      {
        "200": {"description": "The flag (4:3), cached for a year; the ETag changes with the drawing", "content": {"image/svg+xml": {"schema": {"type": "string"}}}},
        "304": {"description": "The client's copy, named by If-None-Match, is current"},
        "404": {"description": "Not two letters, or no country's flag", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
      }
      """)
}
