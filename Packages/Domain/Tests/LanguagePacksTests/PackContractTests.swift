import Domain
import LanguagePacks
import Testing

/// The contract every language pack keeps, checked pack by pack against English: a fact for every
/// intent, worded in the same forms with the same values, so no pack says less than English and
/// no sentence is left with a placeholder nobody fills; every other table complete.
@Suite struct PackContractTests {
  static let english = LanguagePack(.english)
  static let packs = LanguagePack.all

  @Test(arguments: packs)
  func facts_wordEveryIntent(pack: LanguagePack) {
    for capability in Capability.all {
      let fact = pack.fact(capability.intent)
      #expect(fact != nil, "\(pack) lacks \(capability.intent)")
      #expect(fact?.asks.isEmpty == false, "\(pack) \(capability.intent) asks")
      #expect(fact?.example.isEmpty == false, "\(pack) \(capability.intent) example")
      #expect(
        fact.map { !$0.keywords.isEmpty || !$0.phrases.isEmpty } == true,
        "\(pack) \(capability.intent) has no cue")
    }
    #expect(Set(pack.facts.keys) == Set(Intent.allCases))
  }

  @Test(arguments: packs)
  func sentences_takeEnglishFormsWithEnglishValues(pack: LanguagePack) {
    for (intent, english) in Self.english.facts {
      let says = pack.fact(intent)?.says ?? [:]
      #expect(Set(says.keys) == Set(english.says.keys), "\(pack) \(intent) forms")
      for (form, sentence) in english.says {
        let theirs = says[form] ?? ""
        #expect(!theirs.isEmpty, "\(pack) \(intent) \(form)")
        #expect(
          Self.values(in: theirs) == Self.values(in: sentence),
          "\(pack) \(intent).\(form): \(theirs)")
        #expect(Self.unknown(in: theirs).isEmpty, "\(pack) \(intent).\(form): \(theirs)")
      }
    }
  }

  /// A reply about one country names it in the reply's language, so a reader sees which country
  /// the answer is about (English's flag description names it in the data's own words); a figure's
  /// `.measure` words it inside a ranking's sentence, which names the country.
  @Test(arguments: packs.filter { $0.language != .english })
  func sentencesOfOneCountry_nameIt(pack: LanguagePack) {
    for capability in Capability.all where capability.answer != .countrySet {
      for (form, sentence) in pack.fact(capability.intent)?.says ?? [:]
      where ![.members, .noMembers, .measure, .then, .caveat].contains(form)
        && capability.intent != .overview
      {
        #expect(Self.namesCountry(sentence), "\(pack) \(capability.intent).\(form): \(sentence)")
      }
    }
  }

  @Test(arguments: packs)
  func examples_nameACountryWhereEnglishDoes(pack: LanguagePack) {
    for (intent, english) in Self.english.facts {
      let example = pack.fact(intent)?.example ?? ""
      #expect(
        Self.namesCountry(example) == Self.namesCountry(english.example), "\(pack) \(intent)")
      #expect(Self.unknown(in: example).isEmpty, "\(pack) \(intent): \(example)")
    }
  }

  @Test(arguments: packs)
  func otherTables_areComplete(pack: LanguagePack) {
    for kind in Phrasebook.Kind.allCases {
      #expect(!pack.answers.text(kind).isEmpty, "\(pack) answers \(kind)")
    }
    #expect(Set(pack.answers.cardLabels.keys) == Set(CardLabel.allCases), "\(pack) card labels")
    #expect(pack.answers.smallNumbers.count >= 3, "\(pack) small numbers")
    for kind in ChatPhrasebook.Kind.allCases {
      #expect(pack.chat.texts[kind]?.isEmpty == false, "\(pack) chat \(kind)")
    }
    for kind in GamePhrasebook.Kind.allCases {
      #expect(pack.game.texts[kind]?.isEmpty == false, "\(pack) game \(kind)")
    }
    #expect(pack.answers.language == pack.language)
    #expect(pack.chat.language == pack.language)
    #expect(pack.game.language == pack.language)
  }

  @Test(arguments: packs)
  func chat_saysWhatTheQuizAnswersFromTheSummary(pack: LanguagePack) {
    #expect(pack.chat.texts[.hint]?.contains("{summary}") == true, "\(pack)")
  }

  @Test(arguments: packs)
  func chat_namesEverySubHelpAndGreetsAndThanks(pack: LanguagePack) {
    for topic in HelpTopic.allCases {
      let words = pack.chat.commandWords[.helpOn(topic)] ?? []
      #expect(!words.isEmpty, "\(pack) has no words for help on \(topic)")
    }
    for kind in Greeting.Kind.allCases {
      #expect(pack.chat.greetings[kind]?.isEmpty == false, "\(pack) cannot read \(kind)")
    }
  }

  @Test(arguments: packs)
  func grammar_putsAnArticleOnlyBeforeTheName(pack: LanguagePack) {
    for form in NameGrammar.Form.allCases {
      let named = pack.grammar.country("Xland", code: "XX", form)
      #expect(named.hasSuffix("Xland"), "\(pack) \(form): \(named)")
    }
  }

  /// The value placeholders of a sentence: every `{…}` but the country's and the currency's forms,
  /// which each language writes as its grammar needs.
  static func values(in sentence: String) -> Set<String> {
    Set(placeholders(in: sentence).map { $0 == "the value" || $0 == "of value" ? "value" : $0 })
      .subtracting(countryForms).subtracting(otherCountryForms)
  }

  static func unknown(in sentence: String) -> Set<String> {
    placeholders(in: sentence).subtracting(
      countryForms.union(otherCountryForms).union([
        "value", "the value", "of value", "other", "count", "date", "continents", "day", "detail",
        "role", "time", "population", "area", "year",
      ]))
  }

  static func namesCountry(_ sentence: String) -> Bool {
    !placeholders(in: sentence).isDisjoint(with: countryForms)
  }

  static let countryForms: Set<String> = ["country", "the country", "of country", "in country"]
  /// The second country of a time difference, in the form the language's sentence needs.
  static let otherCountryForms: Set<String> = ["the other", "of other", "in other"]

  static func placeholders(in sentence: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(sentence)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      found.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return found
  }
}

extension LanguagePack: CustomTestStringConvertible {
  public var testDescription: String { language.rawValue }
}
