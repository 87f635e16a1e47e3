import Domain
import LanguagePacks

extension Turn {
  /// Keeps or drops a favourite, or lists them as compact cards; the profile changes in the returned
  /// conversation, which the shell saves.
  func favourites(
    _ command: FavouriteRequest, _ line: String, in conversation: Conversation,
    data: CountryCatalog
  ) -> (Reply, Conversation) {
    var next = conversation
    next.retry = nil
    let book = ChatPhrasebook.of(command.language)
    switch command.action {
    case .list:
      var cards: [CountryCard] = []
      for code in conversation.profile.favourites {
        if let answer = try? data.answer(
          Question(intent: .overview, subject: .country(code))),
          let country = answer.countries.first
        {
          cards.append(
            CountryCard(
              country, neighbours: answer.related, provenance: answer.provenance,
              in: command.language))
        }
      }
      guard !cards.isEmpty else {
        return (
          Self.favouriteReply(line, book.text(.favouritesNone), codes: [], in: command.language),
          next
        )
      }
      let list = cards.map { "\($0.title) — \($0.summary)" }.joined(separator: "\n")
      var reply = Self.favouriteReply(
        line, book.text(.favouritesList, ["count": String(cards.count), "value": list]),
        codes: cards.map(\.code), in: command.language, isList: true)
      reply.cards = cards
      return (reply, next)
    case .add(let name), .remove(let name):
      let country: Country
      switch favourite(
        named: name, pointsBack: command.pointsBack, in: conversation, language: command.language,
        data: data)
      {
      case .success(let found): country = found
      case .failure(let failure): return (failure.reply.replacingQuestion(line), next)
      }
      let title = Wording.capitalized(
        GamePhrasebook.of(command.language).name(country))
      let flagged = country.flag.emoji.isEmpty ? title : "\(country.flag.emoji) \(title)"
      var favourites = conversation.profile.favourites
      let text: String
      if case .add = command.action {
        if favourites.contains(country.cca2) {
          text = book.text(.favouriteAlready, ["value": flagged])
        } else if favourites.count >= Profile.maximumFavourites {
          text = book.text(.favouritesFull, ["count": String(favourites.count)])
        } else {
          favourites.append(country.cca2)
          text = book.text(
            .favouriteAdded, ["value": flagged, "count": String(favourites.count)])
        }
      } else if let index = favourites.firstIndex(of: country.cca2) {
        favourites.remove(at: index)
        text = book.text(.favouriteRemoved, ["value": flagged])
      } else {
        text = book.text(.favouriteNotOne, ["value": flagged])
      }
      next.profile.favourites = favourites
      return (
        Self.favouriteReply(line, text, codes: [country.cca2], in: command.language), next
      )
    }
  }

  /// The country a favourites line names: "it" is the country talked about; a name is read like a
  /// question's, so typos, aliases and other languages' names work.
  private func favourite(
    named name: String, pointsBack: Bool, in conversation: Conversation, language: Language,
    data: CountryCatalog
  ) -> Result<Country, FavouriteFailure> {
    let book = ChatPhrasebook.of(language)
    var codes: [String] = []
    if pointsBack, let code = conversation.countries.first {
      codes = [code]
    } else {
      let reading = data.read(name)
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
        let answers = try? codes.map({
          try data.answer(Question(intent: .overview, subject: .country($0)))
        })
      {
        let names = answers.compactMap(\.countries.first).map(GamePhrasebook.of(language).name)
        let list = Wording.list(names, conjunction: book.text(.or))
        return .failure(
          FavouriteFailure(
            reply: Self.favouriteReply(
              name, book.text(.favouriteWhich, ["value": list]), codes: codes, in: language,
              outcome: .ambiguous)))
      }
      return .failure(
        FavouriteFailure(reply: ReplyPresenter.reply(to: name, error: error, in: language)))
    }
    guard
      let country = try? data.answer(
        Question(intent: .overview, subject: .country(codes[0]))
      ).countries.first
    else {
      return .failure(
        FavouriteFailure(
          reply: ReplyPresenter.reply(
            to: name, error: .notFound(intent: .overview, name: name), in: language)))
    }
    return .success(country)
  }

  private static func favouriteReply(
    _ line: String, _ text: String, codes: [String], in language: Language,
    outcome: Reply.Outcome = .answer, isList: Bool = false
  ) -> Reply {
    Reply(
      question: line, outcome: outcome, intent: nil, countries: codes,
      lines: isList ? Reply.Line.headed(text) : Reply.Line.lines(of: text), language: language)
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
      lines: lines, suggestions: suggestions, isRetryable: isRetryable, image: image,
      notice: notice, provenance: provenance, language: language)
    reply.card = card
    reply.cards = cards
    reply.entries = entries
    reply.needsLocation = needsLocation
    reply.location = location
    return reply
  }
}
