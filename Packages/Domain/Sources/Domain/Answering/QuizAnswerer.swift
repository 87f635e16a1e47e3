import Synchronization

/// Loads the countries a conversation's turns answer from: the one asynchronous step of a turn. A turn
/// itself (`CountryCatalog.read`, `answer`, the game's board) never waits.
public actor QuizAnswerer {
  public typealias InterpreterFactory = @Sendable ([Country]) -> any QuestionInterpreter
  /// Makes the reader of a loaded dataset, knowing where it came from: the bundled snapshot's
  /// names are compiled into the binary.
  public typealias DatasetInterpreterFactory = @Sendable (CountryDataset) -> any QuestionInterpreter

  private let loader: any CountryLoader
  private let makeInterpreter: DatasetInterpreterFactory
  private var catalog: CountryCatalog?
  /// The catalog the loader last delivered, and until when `fresh` may hand it out without asking the
  /// loader again.
  private let ready = Mutex<(catalog: CountryCatalog, until: ContinuousClock.Instant)?>(nil)
  private let readyFor: Duration

  /// `readyFor`: how long after a load `fresh` holds the data; the first turn after that goes through
  /// `load`, so cache lifetimes and refreshes still apply.
  public init(
    loader: any CountryLoader, readyFor: Duration = .seconds(1),
    makeInterpreter: @escaping InterpreterFactory
  ) {
    self.init(
      loader: loader, readyFor: readyFor, datasetInterpreter: { makeInterpreter($0.countries) })
  }

  /// An answerer whose reader is made knowing which dataset loaded.
  public static func reading(
    _ loader: any CountryLoader, readyFor: Duration = .seconds(1),
    with makeInterpreter: @escaping DatasetInterpreterFactory
  ) -> QuizAnswerer {
    QuizAnswerer(loader: loader, readyFor: readyFor, datasetInterpreter: makeInterpreter)
  }

  private init(
    loader: any CountryLoader, readyFor: Duration,
    datasetInterpreter makeInterpreter: @escaping DatasetInterpreterFactory
  ) {
    self.loader = loader
    self.readyFor = readyFor
    self.makeInterpreter = makeInterpreter
  }

  /// The data loaded within the last `readyFor`, without suspending; nil when a turn must `load`. Lets
  /// a server answer on its own thread, skipping two actor hops.
  public nonisolated var fresh: CountryCatalog? {
    let now = ContinuousClock.now
    return ready.withLock { $0.flatMap { now < $0.until ? $0.catalog : nil } }
  }

  /// `fresh`'s provenance, read without copying the catalog out: a server asks it of each request it
  /// answers from replies remembered for that data.
  public nonisolated var freshProvenance: DataProvenance? {
    let now = ContinuousClock.now
    return ready.withLock { $0.flatMap { now < $0.until ? $0.catalog.provenance : nil } }
  }

  /// Where the data last loaded came from, without loading anything; nil before the first load.
  public nonisolated var loadedProvenance: DataProvenance? {
    ready.withLock { $0?.catalog.provenance }
  }

  /// The data for a turn when it needs no waiting: loaded within `readyFor`, or at the loader's
  /// hand (the snapshot compiled into the binary); nil when it must be loaded. Lets a one-shot answer
  /// on the process's own thread, starting no task. `refreshing` (a retry) takes only what the
  /// loader has at hand, never what it loaded a moment ago.
  public nonisolated func atHand(refreshing: Bool = false) -> Result<CountryCatalog, AnswerError>? {
    if !refreshing, let fresh { return .success(fresh) }
    guard let dataset = loader.countriesAtHand() else { return nil }
    // The catalog made last time, when it holds the same countries: a batch reading stdin for
    // longer than `readyFor` must not build its reader again.
    let last = ready.withLock { $0?.catalog }
    let current =
      last.flatMap { $0.holdsSameCountries(as: dataset) ? $0 : nil } ?? catalog(of: dataset)
    let until = ContinuousClock.now + readyFor
    ready.withLock { $0 = (current, until) }
    return .success(current)
  }

  /// The data for a turn, loading it if needed; `refreshing` asks the live source again (a retry).
  public func load(refreshing: Bool = false) async -> Result<CountryCatalog, AnswerError> {
    do {
      return .success(try await currentCatalog(refreshing: refreshing))
    } catch {
      return .failure(error)
    }
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
      current = catalog(of: dataset)
    }
    catalog = current
    let until = ContinuousClock.now + readyFor
    ready.withLock { $0 = (current, until) }
    return current
  }

  /// The catalog of a newly loaded dataset: corrected once per data set, whatever its source, as
  /// every source still states what `Correction.inForce` puts right.
  private nonisolated func catalog(of dataset: CountryDataset) -> CountryCatalog {
    let corrected = dataset.corrected()
    return CountryCatalog(dataset: corrected, interpreter: makeInterpreter(corrected))
  }
}

extension CountryCatalog {
  /// Reads `text` as a complete question and answers it: what a one-line use of the data does
  /// (tests of the data and the reader; conversations go through their turn).
  public func answer(_ text: String) throws(AnswerError) -> Answer {
    guard let question = interpreter.interpret(text) else { throw .unrecognized }
    return try answer(question)
  }
}
