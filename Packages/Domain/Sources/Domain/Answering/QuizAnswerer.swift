import Synchronization

/// The answering use case: load the countries, interpret the question, look up the facts.
public actor QuizAnswerer {
  public typealias InterpreterFactory = @Sendable ([Country]) -> any QuestionInterpreter

  private let loader: any CountryLoader
  private let makeInterpreter: InterpreterFactory
  private(set) var catalog: CountryCatalog?
  /// The catalog the loader last delivered, and until when `answerIfReady` may use it without asking again.
  private let ready = Mutex<(catalog: CountryCatalog, until: ContinuousClock.Instant)?>(nil)
  private let readyFor: Duration

  /// `readyFor`: how long after a load `answerIfReady` answers without the loader; the first question
  /// after that goes through `answer`, so cache lifetimes and refreshes still apply.
  public init(
    loader: any CountryLoader, readyFor: Duration = .seconds(1),
    makeInterpreter: @escaping InterpreterFactory
  ) {
    self.loader = loader
    self.readyFor = readyFor
    self.makeInterpreter = makeInterpreter
  }

  /// Answers at once, without suspending, when data was loaded within the last `readyFor`; nil when the
  /// caller must `await answer(_:)`. Lets a server answer on its own thread, skipping two actor hops.
  public nonisolated func answerIfReady(_ text: String) -> Result<Answer, AnswerError>? {
    guard let catalog = readyCatalog() else { return nil }
    guard let question = catalog.interpreter.interpret(text) else { return .failure(.unrecognized) }
    do {
      return .success(try catalog.answer(question))
    } catch {
      return .failure(error)
    }
  }

  nonisolated func readyCatalog() -> CountryCatalog? {
    let now = ContinuousClock.now
    return ready.withLock { $0.flatMap { now < $0.until ? $0.catalog : nil } }
  }

  /// Where the data last loaded came from, without loading anything; nil before the first load.
  public nonisolated var loadedProvenance: DataProvenance? {
    ready.withLock { $0?.catalog.provenance }
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

  func currentCatalog(refreshing: Bool = false) async throws(AnswerError) -> CountryCatalog {
    let dataset: CountryDataset
    do {
      dataset = try await loader.loadCountries(refreshing: refreshing)
    } catch let error as CountryLoadError {
      throw .unavailable(error)
    } catch {
      throw .unavailable(.invalidData("unexpected loader failure"))
    }
    let current: CountryCatalog
    if let catalog, catalog.holdsSameCountries(as: dataset) {
      current = catalog.with(provenance: dataset.provenance)
    } else {
      current = CountryCatalog(dataset: dataset, interpreter: makeInterpreter(dataset.countries))
    }
    catalog = current
    let until = ContinuousClock.now + readyFor
    ready.withLock { $0 = (current, until) }
    return current
  }
}
