import CountriesAPI
import Domain
import Foundation
import Interpretation
import LoopbackHTTP
import URLSessionHTTP

// Speed figures of the core, on a release build: snapshot decoding, name-index building and
// interpretation per question over the dev set. Run by `make bench` (Scripts/bench.sh).

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func time(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  return milliseconds(clock.measure(body))
}

let arguments = CommandLine.arguments
// `quiz-bench --write-cache FILE`: a fresh cache file, for timing a cold start with a warm cache.
if arguments.count > 2, arguments[1] == "--write-cache" {
  guard case .success(let dataset) = BundledSnapshot.dataset else { exit(1) }
  let fresh = CountryDataset(
    countries: dataset.countries,
    provenance: DataProvenance(
      origin: .live, source: "REST Countries v3.1 at 127.0.0.1", asOf: Date()))
  try? Data(CountryRecordCodec.encode(fresh).utf8).write(to: URL(fileURLWithPath: arguments[2]))
  exit(0)
}
if arguments.count > 1, arguments[1] == "--game" {
  measureGameTurns()
  measureFindMineTurns()
  await measureMysteryTurns()
  await measureTravleTurns()
  exit(0)
}
if arguments.count > 1, arguments[1] == "--worst" {
  measureWorstLines()
  exit(0)
}
if arguments.count > 2, arguments[1] == "--chat" {
  measureChatFootprint(quiz: URL(fileURLWithPath: arguments[2]))
  exit(0)
}
guard arguments.count > 1, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8)
else {
  FileHandle.standardError.write(Data("usage: quiz-bench DEV.jsonl\n".utf8))
  exit(2)
}
let questions = text.split(separator: "\n").compactMap { line -> String? in
  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
  return object?["question"] as? String
}
guard case .success(let dataset) = BundledSnapshot.dataset else { exit(1) }

let encoded = CountryRecordCodec.encode(dataset)

let decodes = (0..<30).map { _ in time { _ = try? CountryRecordCodec.decode(encoded) } }
let builds = (0..<30).map { _ in
  time { _ = RuleBasedQuestionInterpreter(countries: dataset.countries) }
}
let interpreter = MultilingualQuestionInterpreter(countries: dataset.countries)
var perQuestion: [Double] = []
var recognized = 0
for _ in 0..<100 {
  for question in questions {
    perQuestion.append(
      time { if interpreter.interpret(question) != nil { recognized += 1 } } * 1000)
  }
}

print(
  String(
    format: "snapshot decode (250 records): median %.2f ms, max %.2f ms", percentile(decodes, 0.5),
    decodes.max() ?? 0))
print(
  String(
    format: "name index build: median %.2f ms, max %.2f ms", percentile(builds, 0.5),
    builds.max() ?? 0))
print(
  String(
    format: "interpretation over %d dev questions x 100: median %.1f µs, p99 %.1f µs, max %.1f µs",
    questions.count, percentile(perQuestion, 0.5), percentile(perQuestion, 0.99),
    perQuestion.max() ?? 0))

let countries = dataset.countries
let server = try LoopbackHTTPServer { request in
  .respond(
    status: 200, body: V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query))
  )
}
let loader = RemoteCountryLoader(
  source: .selfHostedV31(baseURL: server.baseURL), client: URLSessionHTTPClient())
var refreshes: [Double] = []
for _ in 0..<10 {
  let clock = ContinuousClock()
  let start = clock.now
  _ = try await loader.loadCountries()
  refreshes.append(milliseconds(start.duration(to: clock.now)))
}
server.stop()
print(
  String(
    format:
      "full refresh of 250 countries from a loopback v3.1 server (3 requests): median %.1f ms, max %.1f ms",
    percentile(refreshes, 0.5), refreshes.max() ?? 0))
