import Domain
import Presentation

/// What each tool does: the same engine, catalog and sentences as the chat.
extension MCPServer {
  func call(_ tool: MCPTool, _ value: JSONValue?) async -> JSONObjectWriter {
    let arguments: [String: String]
    switch tool.arguments(value) {
    case .failure(let failure): return Self.failed(failure.message)
    case .success(let checked): arguments = checked
    }
    switch tool.kind {
    case .ask: return await ask(arguments)
    case .country: return await country(arguments)
    case .countries: return await countries(arguments)
    }
  }

  /// A question in plain words, continuing the conversation of `context` when one is given.
  private func ask(_ arguments: [String: String]) async -> JSONObjectWriter {
    var conversation = Conversation()
    if let context = arguments["context"], !context.isEmpty {
      guard let restored = Conversation(text: context) else {
        return Self.failed("the context is not one a reply of this server returned")
      }
      conversation = restored
    }
    let (reply, next) = await engine.ask(arguments["question"] ?? "", in: conversation)
    return Self.result(reply, context: next.text)
  }

  /// One fact of one country, by code.
  private func country(_ arguments: [String: String]) async -> JSONObjectWriter {
    let language = Self.language(arguments["language"])
    let intent = arguments["fact"].flatMap(Intent.init(rawValue:)) ?? .overview
    let code = (arguments["code"] ?? "").uppercased()
    let catalog: CountryCatalog
    switch await answerer.load() {
    case .failure(let error): return Self.result(error, asked: code, in: language)
    case .success(let loaded): catalog = loaded
    }
    guard
      let country = catalog.board.country(code)
        ?? catalog.board.countries.first(where: { $0.cca3 == code })
    else {
      return Self.failed(
        "no country has the code \"\(DisplayText.sanitized(code, maxLength: 12))\"")
    }
    let question = Question(intent: intent, subject: .country(country.cca2), language: language)
    return answer(question, asked: "\(intent.rawValue) \(country.cca2)", from: catalog)
  }

  /// The countries of one region, language or currency.
  private func countries(_ arguments: [String: String]) async -> JSONObjectWriter {
    let language = Self.language(arguments["language"])
    let filters = ["region", "spokenLanguage", "currency"].compactMap { key in
      arguments[key].map { (key, $0) }
    }
    guard filters.count == 1, let (key, value) = filters.first else {
      return Self.failed("give exactly one of region, spokenLanguage and currency")
    }
    let catalog: CountryCatalog
    switch await answerer.load() {
    case .failure(let error): return Self.result(error, asked: value, in: language)
    case .success(let loaded): catalog = loaded
    }
    let all = catalog.board.countries
    let (intent, names): (Intent, [String]) =
      switch key {
      case "region":
        (.countriesInRegion, all.flatMap { [$0.region, $0.subregion] + $0.continents })
      case "spokenLanguage": (.countriesByLanguage, all.flatMap { $0.languages.map(\.name) })
      default: (.countriesByCurrency, all.flatMap { $0.currencies.map(\.code) })
      }
    let folded = TextFolding.fold(value)
    guard let name = names.first(where: { !$0.isEmpty && TextFolding.fold($0) == folded }) else {
      return Self.failed(
        "my data has no \(key) \"\(DisplayText.sanitized(value, maxLength: 40))\"")
    }
    let group: CountryGroup =
      switch intent {
      case .countriesInRegion: .region(name)
      case .countriesByLanguage: .language(name)
      default: .currency(name)
      }
    let question = Question(intent: intent, subject: .group(group), language: language)
    return answer(question, asked: "\(key) \(name)", from: catalog)
  }

  private func answer(_ question: Question, asked: String, from catalog: CountryCatalog)
    -> JSONObjectWriter
  {
    do {
      let answer = try catalog.answer(question, now: now())
      return Self.result(ReplyPresenter.reply(to: asked, answer: answer))
    } catch {
      return Self.result(error, asked: asked, in: question.language)
    }
  }

  private static func language(_ code: String?) -> Language {
    Language.allCases.first { $0.localeIdentifier == code } ?? .english
  }

  /// A reply as a tool's result: its text for people, then the reply's JSON object (the batch
  /// contract's fields, with the conversation's `context` for `ask`), also as structured content.
  static func result(_ reply: Reply, context: String? = nil, isError: Bool = false)
    -> JSONObjectWriter
  {
    var structured = reply.jsonObject
    if let context { structured.add("context", context) }
    var words = JSONObjectWriter()
    words.add("type", "text")
    words.add("text", reply.text)
    var data = JSONObjectWriter()
    data.add("type", "text")
    data.add("text", structured.text)
    var json = JSONObjectWriter()
    json.add("content", objects: [words, data])
    json.add("structuredContent", object: structured)
    json.add("isError", isError)
    return json
  }

  private static func result(_ error: AnswerError, asked: String, in language: Language)
    -> JSONObjectWriter
  {
    result(ReplyPresenter.reply(to: asked, error: error, in: language), isError: true)
  }

  /// A call that could not be made as asked: the reason, for the assistant to correct its call.
  static func failed(_ message: String) -> JSONObjectWriter {
    var words = JSONObjectWriter()
    words.add("type", "text")
    words.add("text", message)
    var json = JSONObjectWriter()
    json.add("content", objects: [words])
    json.add("isError", true)
    return json
  }
}
