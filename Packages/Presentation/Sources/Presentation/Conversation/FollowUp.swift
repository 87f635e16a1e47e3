import Domain

/// Completes a line against the conversation: a follow-up takes what it leaves out from what was
/// talked about; a complete question stands on its own.
enum FollowUp {
  enum Resolution: Equatable {
    case ask(Question)
    /// Names what it wants but no country, and nothing in the conversation supplies one.
    case incomplete(Intent)
    case unrecognized
  }

  /// The question the line asks in the conversation, in the line's language. A line with no words
  /// of any language ("Peru?") continues in the conversation's language when it takes something from
  /// the conversation; standing alone, it is a new question, asked in English like any other.
  static func resolve(_ reading: Reading, in conversation: Conversation) -> Resolution {
    switch question(reading, in: conversation) {
    case .ask(let question):
      let standsAlone = question == reading.question
      let language =
        reading.language(in: conversation)
        ?? (standsAlone ? question.language : conversation.spoken)
      return .ask(question.asked(in: language))
    case let resolution: return resolution
    }
  }

  private static func question(_ reading: Reading, in conversation: Conversation) -> Resolution {
    // A complete question of its own ("how big is North Korea?") is asked, not taken as the answer
    // to "which one did you mean?": only a name alone or a partial line picks a candidate.
    // A land route's clarification forgot the route's other country: the name alone is no route.
    if let choice = reading.choice, let intent = conversation.intent, intent.isAboutOneCountry,
      intent != .landRoute, reading.question == nil || reading.isNameOnly
    {
      return .ask(asking(intent, .country(choice), conversation))
    }
    if reading.isNameOnly, let group = reading.group,
      let question = regrouped(group, reading, conversation)
    {
      return .ask(question)
    }
    if let question = reading.question {
      return .ask(completing(question, reading, conversation))
    }
    if reading.measure != nil, reading.names.isEmpty, reading.group == nil,
      let question = reranked(reading, conversation)
    {
      return .ask(question)
    }
    if let intent = reading.intent {
      return resolve(intent, reading, conversation)
    }
    if let group = reading.group, let question = regrouped(group, reading, conversation) {
      return .ask(question)
    }
    if let named = reading.names.first,
      reading.refersBack || conversation.pendingIntent != nil
    {
      let intent = conversation.pendingIntent ?? conversation.intent
      let kept = intent.flatMap { $0.isAboutOneCountry ? $0 : nil } ?? .overview
      return .ask(asking(kept, subject(named), conversation))
    }
    // A line that names its own country and still was no question ranks nothing talked about:
    // "is Germany the biggest?" after a ranking of South America is no ranking of it.
    if reading.measure != nil || reading.order != nil, reading.names.isEmpty || reading.refersBack,
      let question = reranked(reading, conversation)
    {
      return .ask(question)
    }
    if reading.refersBack, let intent = conversation.intent, let group = conversation.group,
      Capability.of(intent).answer == .countrySet, fits(group, intent)
    {
      return .ask(Question(intent: intent, subject: .group(group)))
    }
    return .unrecognized
  }

  /// A country's name alone fills a pending question, or repeats the last one after "and …", "what
  /// about …"; otherwise it asks for the overview, like any complete question.
  private static func completing(
    _ question: Question, _ reading: Reading, _ conversation: Conversation
  ) -> Question {
    if let other = anotherOrganisation(question, reading, conversation) { return other }
    guard reading.isNameOnly else { return question }
    if let pending = conversation.pendingIntent {
      return asking(pending, question.subject, conversation)
    }
    if reading.refersBack, let intent = conversation.intent, intent.isAboutOneCountry {
      return asking(intent, question.subject, conversation)
    }
    return question
  }

  private static func resolve(_ intent: Intent, _ reading: Reading, _ conversation: Conversation)
    -> Resolution
  {
    switch Capability.of(intent).answer {
    case .oneCountry:
      // A line that names its own country or group and still was no question is not a follow-up.
      guard reading.names.isEmpty, reading.group == nil else { return .unrecognized }
      guard let code = conversation.countries.first else { return .incomplete(intent) }
      return .ask(asking(intent, .country(code), conversation))
    case .countrySet:
      // The group talked about is taken only by a line that points back ("which countries use
      // it?"): "which countries use the CFA franc", unread, is no question about the last group.
      let talkedAbout = reading.refersBack ? conversation.group : nil
      guard let group = reading.group ?? talkedAbout, fits(group, intent) else {
        return .unrecognized
      }
      return .ask(Question(intent: intent, subject: .group(group)))
    case .ranking where intent == .comparison:
      let named = reading.names.compactMap { $0.count == 1 ? $0[0] : nil }
      // The countries talked about fill in a comparison that points back ("is it bigger than
      // Spain?") or names none ("which is bigger?"); "is France bigger than Texas" names its own
      // second side, which is no country, and borrows nothing.
      let talkedAbout = reading.refersBack || named.isEmpty ? conversation.countries : []
      let codes = Array(
        (named + talkedAbout).reduce(into: [String]()) { codes, code in
          if !codes.contains(code) { codes.append(code) }
        }.prefix(2))
      guard codes.count == 2 else { return .unrecognized }
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area, order: reading.order ?? .most)
      return .ask(
        Question(intent: .comparison, subject: .comparison(Array(codes.reversed()), ranking)))
    case .ranking where reading.group == nil && comparesTheTwoTalkedAbout(conversation):
      // "lequel est le plus grand ?", "qual é maior?": languages that say "the biggest" for "the
      // bigger" of two ask to compare the two countries just talked about.
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area, order: reading.order ?? .most)
      return .ask(
        Question(
          intent: .comparison,
          subject: .comparison(Array(conversation.countries.prefix(2).reversed()), ranking)))
    case .ranking:
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area,
        order: reading.order ?? conversation.order ?? .most,
        group: reading.group ?? regionTalkedAbout(conversation) ?? .world)
      return .ask(Question(intent: intent, subject: .ranking(ranking)))
    case .countryFromClue, .namePrefix:
      return .unrecognized
    }
  }

  /// Two countries were just asked about one by one ("population of Brazil", "and Portugal?").
  private static func comparesTheTwoTalkedAbout(_ conversation: Conversation) -> Bool {
    conversation.countries.count == 2 && conversation.intent?.isAboutOneCountry == true
  }

  /// "and in europe?" after a ranking, "and dutch?" after the countries that speak Portuguese.
  private static func regrouped(
    _ group: CountryGroup, _ reading: Reading, _ conversation: Conversation
  ) -> Question? {
    guard let intent = conversation.intent else { return nil }
    if intent == .superlative {
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area,
        order: reading.order ?? conversation.order ?? .most, group: group)
      return Question(intent: .superlative, subject: .ranking(ranking))
    }
    let groupIntent = [Intent.countriesInRegion, .countriesByLanguage, .countriesByCurrency].first {
      fits(group, $0)
    }
    guard Capability.of(intent).answer == .countrySet, let groupIntent else { return nil }
    return Question(intent: groupIntent, subject: .group(group))
  }

  /// "and by population?" after a comparison, "and the most populous?" after a ranking.
  private static func reranked(_ reading: Reading, _ conversation: Conversation) -> Question? {
    switch conversation.intent {
    case .comparison where conversation.countries.count == 2:
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area,
        order: reading.order ?? conversation.order ?? .most)
      return Question(intent: .comparison, subject: .comparison(conversation.countries, ranking))
    case .superlative, .countriesInRegion:
      guard conversation.intent == .superlative || reading.order != nil else { return nil }
      let ranking = Ranking(
        measure: reading.measure ?? conversation.measure ?? .area,
        order: reading.order ?? conversation.order ?? .most,
        group: regionTalkedAbout(conversation) ?? .world)
      return Question(intent: .superlative, subject: .ranking(ranking))
    default:
      return nil
    }
  }

  private static func regionTalkedAbout(_ conversation: Conversation) -> CountryGroup? {
    guard case .region = conversation.group else { return nil }
    return conversation.group
  }

  private static func fits(_ group: CountryGroup, _ intent: Intent) -> Bool {
    switch (group, intent) {
    case (.region, .countriesInRegion), (.language, .countriesByLanguage),
      (.currency, .countriesByCurrency), (.world, .countriesInRegion):
      true
    default: false
    }
  }

  /// A question of `intent` about `subject`; a membership asks about the organisation talked about
  /// ("is Sweden in NATO?", "and Norway?").
  private static func asking(
    _ intent: Intent, _ subject: Question.Subject, _ conversation: Conversation
  ) -> Question {
    if intent == .landRoute, case .country(let code) = subject,
      let route = routeOn(to: code, conversation)
    {
      return route
    }
    guard intent == .membership, case .organisation(let organisation, _) = conversation.group
    else { return Question(intent: intent, subject: subject) }
    return Question(intent: intent, subject: subject, organisation: organisation)
  }

  /// "and to Laos?" after a land route from Portugal to Vietnam: from the same start; "and by
  /// land?" after the distance between two countries: the route between them.
  private static func routeOn(to code: String, _ conversation: Conversation) -> Question? {
    let pairs: [Intent] = [.landRoute, .distance, .timeDifference]
    guard let intent = conversation.intent, pairs.contains(intent),
      conversation.countries.count == 2, conversation.candidates.isEmpty
    else { return nil }
    let start = conversation.countries[0]
    let codes = code == start ? conversation.countries : [start, code]
    return Question(intent: .landRoute, subject: .between(codes))
  }

  /// "and the G7?" after "is Italy in the EU?": the same country's membership of another.
  private static func anotherOrganisation(
    _ question: Question, _ reading: Reading, _ conversation: Conversation
  ) -> Question? {
    // "is it in NATO?" after a question about Peru asks about Peru, as "and NATO?" after a
    // membership does.
    guard reading.refersBack,
      conversation.intent == .membership || conversation.intent?.isAboutOneCountry == true,
      case .group(.organisation(let organisation, nil)) = question.subject,
      let code = conversation.countries.first
    else { return nil }
    return Question(intent: .membership, subject: .country(code), organisation: organisation)
  }

  private static func subject(_ codes: [String]) -> Question.Subject {
    codes.count == 1 ? .country(codes[0]) : .ambiguous(codes)
  }
}
