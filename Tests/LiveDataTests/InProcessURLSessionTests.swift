import Testing

/// Every suite that uses URLSession inside the test process, one test at a time: in swift-corelibs-foundation,
/// requests of one process that fail at the same moment interfere (seen as spurious "no connection" errors
/// and, in the daemon, a deadlock in `URLSessionTask.cancel`). `quiz` and `quizd` fetch in a helper process.
@Suite(.serialized) enum InProcessURLSessionTests {}
