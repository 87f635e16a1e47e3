import CommandLineFlags
import Foundation
import Testing

@Suite struct ProcessEnvironmentTests {
  @Test func variables_splitEachEntryAtItsFirstEqualsSign() {
    setenv("QUIZ_ENVIRONMENT_TEST", "a=b=çé", 1)
    setenv("QUIZ_ENVIRONMENT_EMPTY", "", 1)
    defer {
      unsetenv("QUIZ_ENVIRONMENT_TEST")
      unsetenv("QUIZ_ENVIRONMENT_EMPTY")
    }

    let variables = ProcessEnvironment.variables

    #expect(variables["QUIZ_ENVIRONMENT_TEST"] == "a=b=çé")
    #expect(variables["QUIZ_ENVIRONMENT_EMPTY"] == "")
    #expect(variables["PATH"] == ProcessInfo.processInfo.environment["PATH"])
  }
}
