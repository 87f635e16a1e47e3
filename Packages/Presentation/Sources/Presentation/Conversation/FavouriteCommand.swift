import Domain

/// "remember Japan", "add Peru to my favourites", "forget Japan", "my favourites": the lines that keep
/// the person's favourite countries in their `Profile`. The words are the chat's, in English (like the
/// chat's command words, they work in every language).
enum FavouriteCommand: Equatable {
  case add(String)
  case remove(String)
  case list

  static let listLines: Set<String> = [
    "my favourites", "my favorites", "my countries", "favourites", "favorites",
    "show my favourites", "show my favorites", "list my favourites", "list my favorites",
    "show favourites", "show favorites", "my favourite countries", "my favorite countries",
    "what are my favourites", "what are my favorites", "show my countries",
  ]
  static let addWords = ["remember ", "favourite ", "favorite ", "star ", "save "]
  static let removeWords = ["forget ", "unfavourite ", "unfavorite ", "unstar "]
  /// What may end "add Peru to my favourites" or "remove Peru from my favourites".
  static let listNames = [
    "my favourites", "my favorites", "my countries", "favourites", "favorites",
    "my favourite countries", "my favorite countries", "my list",
  ]
  /// Words that name the country talked about ("remember it").
  static let pointers: Set<String> = [
    "it", "this", "that", "this one", "that one", "this country", "that country", "there",
  ]

  init?(_ line: String) {
    var text = line.lowercased()
    while let last = text.last, "?!. ".contains(last) { text.removeLast() }
    if text.hasPrefix("/") { text.removeFirst() }
    if Self.listLines.contains(text) {
      self = .list
      return
    }
    for word in Self.addWords where text.hasPrefix(word) {
      self = .add(Self.place(in: line, dropping: word.count, trailing: nil))
      return
    }
    for word in Self.removeWords where text.hasPrefix(word) {
      self = .remove(Self.place(in: line, dropping: word.count, trailing: nil))
      return
    }
    for name in Self.listNames {
      if text.hasPrefix("add "), text.hasSuffix(" to " + name) {
        self = .add(Self.place(in: line, dropping: 4, trailing: " to " + name))
        return
      }
      if text.hasPrefix("remove "), text.hasSuffix(" from " + name) {
        self = .remove(Self.place(in: line, dropping: 7, trailing: " from " + name))
        return
      }
    }
    return nil
  }

  /// The place as typed, between the command's words.
  private static func place(in line: String, dropping count: Int, trailing: String?) -> String {
    var text = Substring(line)
    while let last = text.last, "?!. ".contains(last) { text = text.dropLast() }
    text = text.drop { $0 == "/" }.dropFirst(count)
    if let trailing { text = text.dropLast(trailing.count) }
    return String(text).trimmingWhitespace()
  }
}

extension ConversationEngine {
  /// Keeps or drops a favourite, or lists them as compact cards; the profile changes in the returned
  /// conversation, which the shell saves.
  func favourites(_ command: FavouriteCommand, _ line: String, in conversation: Conversation)
    async -> (Reply, Conversation)
  {
    var next = conversation
    next.retry = nil
    switch command {
    case .list:
      var cards: [CountryCard] = []
      for code in conversation.profile.favourites {
        if let answer = try? await answerer.answer(
          Question(intent: .overview, subject: .country(code))),
          let country = answer.countries.first
        {
          cards.append(
            CountryCard(country, neighbours: answer.related, provenance: answer.provenance))
        }
      }
      guard !cards.isEmpty else {
        return (
          Self.favouriteReply(
            line, "You have no favourite countries yet. Say \"remember Japan\" to keep one.",
            codes: []), next
        )
      }
      var reply = Self.favouriteReply(
        line,
        "Your favourite countries (\(cards.count)):\n"
          + cards.map { "\($0.title) — \($0.summary)" }.joined(separator: "\n"),
        codes: cards.map(\.code))
      reply.cards = cards
      return (reply, next)
    case .add(let name), .remove(let name):
      let country: Country
      switch await favourite(named: name, in: conversation) {
      case .success(let found): country = found
      case .failure(let failure): return (failure.reply.replacingQuestion(line), next)
      }
      let title = Wording.capitalized(ReplyPresenter.displayName(country))
      let flagged = country.flag.emoji.isEmpty ? title : "\(country.flag.emoji) \(title)"
      var favourites = conversation.profile.favourites
      let text: String
      if case .add = command {
        if favourites.contains(country.cca2) {
          text = "\(flagged) is already one of your favourites."
        } else {
          favourites.append(country.cca2)
          text = "\(flagged) is one of your favourites now (you have \(favourites.count))."
        }
      } else if let index = favourites.firstIndex(of: country.cca2) {
        favourites.remove(at: index)
        text = "\(flagged) is no longer one of your favourites."
      } else {
        text = "\(flagged) was not one of your favourites."
      }
      next.profile.favourites = favourites
      return (Self.favouriteReply(line, text, codes: [country.cca2]), next)
    }
  }

  /// The country a favourites line names: "it" is the country talked about; a name is read like a
  /// question's, so typos, aliases and other languages' names work.
  private func favourite(named name: String, in conversation: Conversation) async -> Result<
    Country, FavouriteFailure
  > {
    var codes: [String] = []
    if FavouriteCommand.pointers.contains(name.lowercased()),
      let code = conversation.countries.first
    {
      codes = [code]
    } else if let reading = try? await answerer.read(name) {
      if case .country(let code)? = reading.question?.subject {
        codes = [code]
      } else if case .ambiguous(let candidates)? = reading.question?.subject {
        codes = candidates
      } else if let first = reading.names.first {
        codes = first
      }
    }
    guard codes.count == 1 else {
      let error: AnswerError =
        codes.isEmpty
        ? .notFound(intent: .overview, name: name)
        : .ambiguous(intent: .overview, candidates: [])
      if codes.count > 1,
        let answers = try? await codes.asyncMap({
          try await answerer.answer(Question(intent: .overview, subject: .country($0)))
        })
      {
        let names = answers.compactMap(\.countries.first).map(ReplyPresenter.displayName)
        return .failure(
          FavouriteFailure(
            reply: Self.favouriteReply(
              name, "Did you mean \(Wording.list(names, conjunction: "or"))? Say it in full.",
              codes: codes, outcome: .ambiguous)))
      }
      return .failure(FavouriteFailure(reply: ReplyPresenter.reply(to: name, error: error)))
    }
    guard
      let country = try? await answerer.answer(
        Question(intent: .overview, subject: .country(codes[0]))
      ).countries.first
    else {
      return .failure(
        FavouriteFailure(
          reply: ReplyPresenter.reply(to: name, error: .notFound(intent: .overview, name: name))))
    }
    return .success(country)
  }

  private static func favouriteReply(
    _ line: String, _ text: String, codes: [String], outcome: Reply.Outcome = .answer
  ) -> Reply {
    Reply(question: line, outcome: outcome, intent: nil, countries: codes, text: text)
  }
}

struct FavouriteFailure: Error {
  let reply: Reply
}

extension Reply {
  /// The same reply to another line (a favourites line whose country could not be read).
  func replacingQuestion(_ line: String) -> Reply {
    var reply = Reply(
      question: line, outcome: outcome, intent: intent, countries: countries, prefix: prefix,
      text: text, suggestions: suggestions, isRetryable: isRetryable, imageURL: imageURL,
      notice: notice, provenance: provenance, language: language)
    reply.card = card
    reply.cards = cards
    reply.entries = entries
    reply.needsLocation = needsLocation
    reply.location = location
    return reply
  }
}

extension Array {
  fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
