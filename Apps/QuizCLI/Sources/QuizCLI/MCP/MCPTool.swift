import Domain
import Presentation

/// One tool `quiz mcp` offers an assistant, declared once: `tools/list` derives its JSON Schema from
/// the parameters and `tools/call` checks the arguments against the same list.
struct MCPTool: Sendable {
  /// One string argument: every argument of every tool is a string.
  struct Parameter: Sendable {
    let name: String
    let description: String
    var isRequired = false
    /// The values it may take; empty when any string up to `longestValue` characters will do.
    var choices: [String] = []
  }

  /// What a call does; its raw value is the tool's name.
  enum Kind: String, Sendable {
    case ask, country, countries
  }

  let kind: Kind
  let title: String
  let description: String
  let parameters: [Parameter]

  /// No argument is longer than a question may be.
  static let longestValue = LineLimit.characters

  var name: String { kind.rawValue }

  /// The tool as `tools/list` describes it: name, title, description and input schema.
  var listing: JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("name", name)
    json.add("title", title)
    json.add("description", description)
    var properties = JSONObjectWriter()
    for parameter in parameters {
      var property = JSONObjectWriter()
      property.add("type", "string")
      property.add("description", parameter.description)
      if !parameter.choices.isEmpty { property.add("enum", parameter.choices) }
      properties.add(parameter.name, object: property)
    }
    var schema = JSONObjectWriter()
    schema.add("type", "object")
    schema.add("properties", object: properties)
    schema.add("required", parameters.filter(\.isRequired).map(\.name))
    schema.add("additionalProperties", false)
    json.add("inputSchema", object: schema)
    return json
  }

  /// The string arguments of a call, by name, or why they do not fit the parameters.
  func arguments(_ value: JSONValue?) -> Result<[String: String], MCPToolFailure> {
    guard let value else { return check([:]) }
    guard case .object(let members) = value else {
      return .failure(MCPToolFailure("arguments must be an object"))
    }
    var strings: [String: String] = [:]
    for (key, member) in members {
      guard parameters.contains(where: { $0.name == key }) else {
        return .failure(MCPToolFailure("\(name) takes no argument \"\(key.prefix(40))\""))
      }
      guard let text = member.string else {
        return .failure(MCPToolFailure("\"\(key)\" must be a string"))
      }
      guard text.count <= Self.longestValue else {
        return .failure(
          MCPToolFailure("\"\(key)\" is longer than \(LineLimit.charactersText) characters"))
      }
      strings[key] = text
    }
    return check(strings)
  }

  private func check(_ strings: [String: String]) -> Result<[String: String], MCPToolFailure> {
    for parameter in parameters {
      let value = strings[parameter.name]
      if parameter.isRequired, value == nil {
        return .failure(MCPToolFailure("\(name) needs \"\(parameter.name)\""))
      }
      if let value, !parameter.choices.isEmpty, !parameter.choices.contains(value) {
        return .failure(
          MCPToolFailure(
            "\"\(parameter.name)\" must be one of \(parameter.choices.joined(separator: ", "))"))
      }
    }
    return .success(strings)
  }
}

/// Why a tool could not be called as asked: said back to the assistant as the call's error result.
struct MCPToolFailure: Error, Sendable {
  let message: String
  init(_ message: String) { self.message = message }
}

extension MCPTool {
  /// The languages a reply can be worded in, by their ISO 639-1 codes ("en", "fr" …).
  static let languageCodes = Language.allCases.map(\.localeIdentifier)

  /// The facts of one country a typed call can ask: every one-country fact but those measured from
  /// where the person asking is, whom this server does not locate (a distance, a time difference, a
  /// land route: each of one country is measured from there).
  static let countryFacts = Capability.all
    .filter { $0.answer == .oneCountry && !Self.measuredFromTheUser.contains($0.intent) }
    .map(\.intent.rawValue)

  static let measuredFromTheUser: Set<Intent> = [.distance, .timeDifference, .landRoute]

  /// Every tool, in the order `tools/list` gives them.
  static let all: [MCPTool] = [
    MCPTool(
      kind: .ask, title: "Ask about countries",
      description: """
        Ask a question about countries in plain words, in English, French, Spanish, German, \
        Portuguese or Italian ("what's the capital of Peru?", "quelle est la monnaie du Japon ?"). \
        The reply is in the question's language. Pass back the returned context to ask a \
        follow-up ("and its flag?").
        """,
      parameters: [
        Parameter(
          name: "question", description: "the question, as a person would type it", isRequired: true
        ),
        Parameter(
          name: "context",
          description: "the context a previous reply returned, to continue that conversation"),
      ]),
    MCPTool(
      kind: .country, title: "One country's facts",
      description: """
        One fact of one country by its ISO 3166-1 code, or its overview when no fact is given.
        """,
      parameters: [
        Parameter(
          name: "code", description: "ISO 3166-1 alpha-2 or alpha-3 code, e.g. PE or PER",
          isRequired: true),
        Parameter(
          name: "fact", description: "the fact asked (default: overview)", choices: countryFacts),
        Parameter(
          name: "language", description: "the reply's language (default: en)",
          choices: languageCodes),
      ]),
    MCPTool(
      kind: .countries, title: "Countries of a group",
      description: """
        The countries of a region (a continent, region or subregion such as "Africa" or \
        "South America"), of a language ("Portuguese") or of a currency (ISO 4217, "EUR"). \
        Give exactly one of region, spokenLanguage and currency.
        """,
      parameters: [
        Parameter(name: "region", description: "a continent, region or subregion, in English"),
        Parameter(name: "spokenLanguage", description: "a language's English name"),
        Parameter(name: "currency", description: "an ISO 4217 currency code"),
        Parameter(
          name: "language", description: "the reply's language (default: en)",
          choices: languageCodes),
      ]),
  ]
}
