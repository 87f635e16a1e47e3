import CountriesAPI
import Domain
import Interpretation
import Presentation

/// The composition root: the only place that knows every package.
public enum QuizComposer {
  /// The answering use case wired for `configuration`.
  public static func makeAnswerer(configuration: QuizConfiguration) -> QuizAnswerer {
    QuizAnswerer(loader: makeLoader(configuration: configuration)) { countries in
      RuleBasedQuestionInterpreter(countries: countries)
    }
  }

  /// A chat session over the answerer, for interactive shells.
  public static func makeChatSession(configuration: QuizConfiguration) -> ChatSession {
    ChatSession(answerer: makeAnswerer(configuration: configuration))
  }

  static func makeLoader(configuration: QuizConfiguration) -> any CountryLoader {
    BundledCountryLoader()
  }
}
