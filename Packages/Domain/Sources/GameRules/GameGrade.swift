/// A guess at a round, graded: right, and how it was read; or wrong, and what was given.
public enum GameGrade: Sendable, Equatable, Hashable {
  case right(GameReading)
  case wrong(GameMistake)
}

/// How a right guess was read.
public enum GameReading: Sendable, Equatable, Hashable {
  /// As the data writes the name, in English or in the game's language (and a pick of two).
  case exact
  /// A misspelling of the name of the country with this code (or of its capital), and the guess as
  /// typed.
  case typo(String, guess: String)
  /// Another name of the country with this code (an alias, a former name, another language's),
  /// and the guess as typed.
  case alias(String, guess: String)
}

/// What a wrong guess gave instead.
public enum GameMistake: Sendable, Equatable, Hashable {
  /// Another country than the one asked; in higher or lower, the country with less.
  case otherCountry(String)
  /// A name several countries share, none of them the one asked, and the guess as typed.
  case otherCountries([String], guess: String)
  /// The capital of another country.
  case otherCapital(String)
  /// No capital the data knows.
  case unknownCapital
}

/// Why a guess was not graded; it does not use up the question.
public enum GameRefusal: Sendable, Equatable, Hashable {
  /// No country is called that, as typed.
  case unknownName(String)
  /// The guess as typed fits several countries equally: which one?
  case severalFit(String, [String])
  /// The guess as typed is as close to several capitals, the one asked among them.
  case severalCapitals(String)
  /// A country was named where a capital is asked.
  case countryForCapital(String)
  /// That member of a name-them-all is named already.
  case alreadyNamed(String)
  /// Neither of the two countries a higher-or-lower round asks about.
  case neitherOf(String, String)
}
