import Domain
import Foundation
import Interpretation
import Testing

@testable import CountriesAPI

/// The bundled snapshot's name tables are compiled into the binary; a process answering from it
/// builds no name index, and reads every question as one that builds it would.
@Suite struct CompiledNamesTests {
  static let bundled: CountryDataset = {
    switch BundledSnapshot.dataset {
    case .success(let dataset): dataset.corrected()
    case .failure(let error): fatalError("the bundled snapshot does not decode: \(error)")
    }
  }()

  /// Writes the table when `QUIZ_WRITE_NAME_TABLES` names a file (`make name-tables`).
  @Test func theCommittedTablesAreTheSnapshotsAndThePacks() throws {
    let source = CompiledNameTables.source(countries: Self.bundled.countries)
    if let path = ProcessInfo.processInfo.environment["QUIZ_WRITE_NAME_TABLES"] {
      try source.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(
      source == CompiledNameTables.compiledSource(),
      "the compiled name tables are stale: run `make name-tables`")
  }

  @Test func onlyTheBundledSnapshotReadsTheCompiledTables() throws {
    #expect(BundledSnapshot.holds(Self.bundled))
    let provenance = Self.bundled.provenance
    let other = CountryDataset(
      countries: Array(Self.bundled.countries.dropLast()),
      provenance: provenance)
    #expect(!BundledSnapshot.holds(other))
    let relabelled = CountryDataset(
      countries: Self.bundled.countries,
      provenance: DataProvenance(origin: .cache, source: provenance.source, asOf: provenance.asOf))
    #expect(!BundledSnapshot.holds(relabelled))
    #expect(BundledSnapshot.provenance == provenance)
  }

  /// Names, typos, demonyms, doubled letters and translated names, in the six languages.
  static let questions = [
    "whats the capitl of Frnace?", "capital of belgium", "What do Iranians speak?",
    "population of the Phillipines", "flag of Bosnia Herzegovina", "capital of cote divoire",
    "currency of New Zeland", "Which countries border the DRC?", "the Dutch capital",
    "is Sudan bigger than South Sudan", "what is the capital of guinea bissau",
    "quelle est la capitale de l'Allemagne", "population des Belges",
    "capitale de la Cote d'Ivoire",
    "cuál es la capital de Alemaina", "moneda de los chilenos", "idioma de Países Bajos",
    "Hauptstadt von Österreich", "Einwohner der Schweiz", "Währung von Neuseeland",
    "qual é a moeda do Japão", "capital da Alemanha", "população dos brasileiros",
    "qual è la capitale della Germania", "lingua degli svizzeri", "moneta del Giappone",
    "capital of Islnd", "capitale de l'Islande", "Hauptstadt von Island",
    "which countries use the swiss franc", "countries that use the euro", "which countries use USD",
    "british pound countries", "países que usan el peso chileno", "Länder mit dem Euro",
    "capital of Luxembourg pelase", "Luxembourg's capital citty pelase",
    "capital of peru bro", "flag of japna pls", "Hauptstadt von Frankriech bitte",
    "capitale de la France stp mercii",
  ]

  /// Loading the snapshot (its corrections applied) and reading a question about a country over the
  /// compiled tables read no country's details (flag, languages, borders…), which the bundled
  /// snapshot decodes only when a reply needs them.
  @Test func readingACapitalQuestion_readsNoCountrysDetails() throws {
    let decoded = try CountryRecordCodec.decode(
      compiled: BundledSnapshot.text, index: BundledSnapshot.index
    ).countries
    let provenance = try #require(BundledSnapshot.provenance)
    let countries = CountryDataset(countries: decoded, provenance: provenance).corrected().countries
    let reader = MultilingualQuestionInterpreter(countries: countries, compiledNames: true)

    let reading = reader.interpret("What is the capital of Belgium?")

    #expect(reading == Question(intent: .capital, subject: .country("BE")))
    #expect(countries.filter(\.hasDetails).map(\.cca2) == [])
  }

  @Test func readingsFromTheCompiledTablesAreTheBuiltOnes() {
    let countries = Self.bundled.countries
    let compiled = MultilingualQuestionInterpreter(countries: countries, compiledNames: true)
    let built = MultilingualQuestionInterpreter(countries: countries)
    for question in Self.questions {
      let reading = compiled.interpret(question)
      #expect(reading == built.interpret(question), "\(question)")
      #expect(reading != nil, "\(question)")
      // The words a note calls misspelt or left out, read over the compiled typo indexes.
      if let reading {
        let note = compiled.note(on: question, reading: reading)
        #expect(note == built.note(on: question, reading: reading), "\(question)")
      }
    }
  }
}
