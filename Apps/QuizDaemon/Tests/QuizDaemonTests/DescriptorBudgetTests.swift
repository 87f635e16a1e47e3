import Glibc
import Testing

@testable import QuizDaemon

/// The connection cap stays below the open-file limit, so the daemon never runs out of descriptors
/// (libdispatch traps when it cannot open a file, which killed quizd when a client held every one).
@Suite struct DescriptorBudgetTests {
  @Test func connections_leaveRoomForTheLoopsAndASpareBelowTheLimit() {
    let reserved = 2 * (2 + EventLoop.maximumWaiting)
    let cap = DescriptorBudget.connections(requested: 2048, limit: 1024, open: 8, loops: 2)

    #expect(cap == 1024 - 8 - reserved - DescriptorBudget.spare)
    // Every connection, every waiting one and the loops' own descriptors fit with room to spare.
    #expect(cap + 8 + reserved < 1024)
  }

  @Test func connections_keepTheRequestedCapWhenTheLimitHasRoom() {
    #expect(
      DescriptorBudget.connections(requested: 2048, limit: 1_048_576, open: 8, loops: 2) == 2048)
    #expect(DescriptorBudget.connections(requested: 2048, limit: nil, open: 8, loops: 2) == 2048)
  }

  @Test func connections_allowOneAtLeast() {
    #expect(DescriptorBudget.connections(requested: 2048, limit: 10, open: 8, loops: 2) == 1)
  }

  @Test func openDescriptors_countsOneMoreForADescriptorOpened() throws {
    let before = DescriptorBudget.openDescriptors()
    let opened = open("/dev/null", O_RDONLY)
    defer { close(opened) }
    try #require(opened >= 0)

    #expect(DescriptorBudget.openDescriptors() == before + 1)
  }
}
