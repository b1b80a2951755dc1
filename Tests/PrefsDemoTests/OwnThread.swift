import Foundation

/// A task executor with a thread of its own.
///
/// The testing library runs tests on the concurrency pool, which has as many threads as the machine has cores (two
/// here). A test that blocks one of them for seconds (waiting for child processes, or for the compiler) holds up
/// every other test that is ready to run, so such a test runs its body here instead, with ``onOwnThread(_:)``.
final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {  // `jobs` and `stopped` are guarded by `condition`
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        Thread { [self] in runJobs() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the thread end once the jobs it holds have run.
    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    private func runJobs() {
        while let job = nextJob() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func nextJob() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !stopped { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}

/// Runs `body` on a thread of its own (see ``OwnThreadExecutor``) in the calling test's task, so that its
/// expectations and issues belong to the test as usual.
func onOwnThread<T>(_ body: () throws -> T) async throws -> T {
    let executor = OwnThreadExecutor()
    defer { executor.stop() }
    return try await withTaskExecutorPreference(executor) { try body() }
}
