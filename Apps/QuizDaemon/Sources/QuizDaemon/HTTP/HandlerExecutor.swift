import Dispatch

/// Runs the server's asynchronous handlers, and the default actors they call, on a dispatch queue of their
/// own (a task executor preference, SE-0417), so a request never waits for Swift's shared cooperative pool:
/// code elsewhere in the process that blocks those few threads would otherwise stall every response.
final class HandlerExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "quizd.handlers")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
