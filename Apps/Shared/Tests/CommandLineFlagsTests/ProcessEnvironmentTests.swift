import CommandLineFlags
import Foundation
import Testing

@Suite struct ProcessEnvironmentTests {
  /// Read from a list of its own, not the process's: setting a variable while another test's
  /// thread reads `environ` could free the list under it.
  @Test func variables_splitEachEntryAtItsFirstEqualsSign() {
    let texts = ["QUIZ_TEST=a=b=çé", "EMPTY=", "NO_EQUALS_SIGN", "=nameless", "PATH=/bin"]
    var entries: [UnsafeMutablePointer<CChar>?] = texts.map { strdup($0) } + [nil]
    defer {
      for entry in entries { free(entry) }
    }

    let variables = entries.withUnsafeMutableBufferPointer {
      ProcessEnvironment.variables(in: $0.baseAddress!)
    }

    #expect(variables["QUIZ_TEST"] == "a=b=çé")
    #expect(variables["EMPTY"] == "")
    #expect(variables["NO_EQUALS_SIGN"] == nil)
    #expect(variables[""] == "nameless")
    #expect(variables["PATH"] == "/bin")
    #expect(variables.count == 4)
  }
}
