/// The answering use case: load the countries, interpret the question, look up the facts.
public actor QuizAnswerer {
  public typealias InterpreterFactory = @Sendable ([Country]) -> any QuestionInterpreter

  private let loader: any CountryLoader
  private let makeInterpreter: InterpreterFactory
  private var catalog: CountryCatalog?

  public init(loader: any CountryLoader, makeInterpreter: @escaping InterpreterFactory) {
    self.loader = loader
    self.makeInterpreter = makeInterpreter
  }

  /// Answers one question typed by a person; `refreshing` asks the live source again (a retry).
  public func answer(_ text: String, refreshing: Bool = false) async throws(AnswerError) -> Answer {
    let catalog = try await currentCatalog(refreshing: refreshing)
    guard let question = catalog.interpreter.interpret(text) else { throw .unrecognized }
    return try catalog.answer(question)
  }

  /// The data currently answering, loading it if needed.
  public func provenance() async throws(AnswerError) -> DataProvenance {
    try await currentCatalog().provenance
  }

  private func currentCatalog(refreshing: Bool = false) async throws(AnswerError) -> CountryCatalog
  {
    let dataset: CountryDataset
    do {
      dataset = try await loader.loadCountries(refreshing: refreshing)
    } catch let error as CountryLoadError {
      throw .unavailable(error)
    } catch {
      throw .unavailable(.invalidData("unexpected loader failure"))
    }
    if let catalog, catalog.holdsSameCountries(as: dataset) {
      let refreshed = catalog.with(provenance: dataset.provenance)
      self.catalog = refreshed
      return refreshed
    }
    let fresh = CountryCatalog(dataset: dataset, interpreter: makeInterpreter(dataset.countries))
    catalog = fresh
    return fresh
  }
}
