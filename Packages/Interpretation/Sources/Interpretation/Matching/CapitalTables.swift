import Domain

/// The capitals a question may name, in ranks, the lower ones built only when needed:
/// the data's names and the lexicon's language's (`CapitalNames`); every other language's; then a
/// typo. A name of the lower rank is left out when it is a word of the lexicon or a single word
/// shorter than four letters ("Rom", "Amã"), so it never takes over a question about something else.
/// A name of any rank that is a country's too ("Mexico", "Luxemburgo", as the data's own
/// "Luxembourg") is read as the country's: `FactReader` reads no capital in a question whose reader
/// finds a country outside the capital's words, and every reader knows the data's names. (Checking the forms against every
/// translation here instead decoded them all, 18 ms.)
struct CapitalTables: Sendable {
  let own: PhraseTable
  let others: Deferred<OtherForms>
  let typos: Deferred<CapitalTypos>

  /// The other languages' forms and the lexicon's words.
  struct OtherForms: Sendable {
    let table: PhraseTable
    /// The words `LanguageGuess` counts for the lexicon's language, as `WordTables` holds them.
    let vocabulary: WordSet
  }

  /// `compiled`, `compiledOthers`, `compiledTypos`: the data's and the lexicon's language's names,
  /// the other languages' (`others(_:lexicon:)`) and the typo index of both's one-word names,
  /// compiled for the bundled snapshot.
  init(
    countries: [Country], lexicon: Lexicon, compiled: SortedLines? = nil,
    compiledOthers: SortedLines? = nil, compiledTypos: SortedLines? = nil
  ) {
    let own = compiled.map(PhraseTable.init(compiled:)) ?? Self.own(countries, lexicon: lexicon)
    self.own = own
    let others = Deferred {
      OtherForms(
        table: compiledOthers.map(PhraseTable.init(compiled:))
          ?? Self.others(countries, lexicon: lexicon),
        vocabulary: WordTables.guessWordSet(lexicon.language))
    }
    self.others = others
    typos = Deferred {
      CapitalTypos(
        own: own, others: others.value.table, vocabulary: others.value.vocabulary,
        compiled: compiledTypos)
    }
  }

  /// The data's names of the capitals and the lexicon's language's (`CapitalNames`).
  static func own(_ countries: [Country], lexicon: Lexicon) -> PhraseTable {
    var own = PhraseTable()
    for country in countries {
      for capital in country.capitals {
        let local = CapitalNames.name(capital, of: country, in: lexicon.language)
        for name in local == capital ? [capital] : [capital, local] {
          let keys = Tokenizer.nameKeys(name, spelling: lexicon.spelling)
          own.add(keys, value: country.cca2)
          // "Washington, D.C." is typed "Washington DC" too.
          let joined = Self.joiningInitials(keys)
          if joined != keys { own.add(joined, value: country.cca2) }
        }
      }
    }
    return own
  }

  /// The keys with each run of single letters ("d", "c") written as one word ("dc").
  static func joiningInitials(_ keys: [String]) -> [String] {
    var joined: [String] = []
    var run = ""
    for key in keys {
      if key.utf8.count == 1 {
        run += key
        continue
      }
      if !run.isEmpty { joined.append(run) }
      run = ""
      joined.append(key)
    }
    if !run.isEmpty { joined.append(run) }
    return joined
  }

  /// The capitals as the other languages write them, the one-word ones unless the lexicon's
  /// language reads them as words of its own.
  static func others(_ countries: [Country], lexicon: Lexicon) -> PhraseTable {
    let vocabulary = WordTables.guessWordSet(lexicon.language)
    var table = PhraseTable()
    for country in countries {
      for capital in country.capitals {
        for (language, name) in CapitalNames.names(capital, of: country).sorted(by: {
          $0.value < $1.value
        }) where language != lexicon.language {
          let keys = Tokenizer.nameKeys(name, spelling: lexicon.spelling)
          guard !keys.isEmpty,
            keys.count > 1 || (keys[0].utf8.count >= 4 && !vocabulary.contains(keys[0]))
          else { continue }
          table.add(keys, value: country.cca2)
        }
      }
    }
    return table
  }
}
