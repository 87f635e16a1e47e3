/// Flags people mix up, in pairs, each with the page that says how they differ: the look-alike
/// round shows one flag of a pair and asks which of the two it is; each pack says how to tell them
/// apart (`LearningWords.tellApart`, by the pair's `key`). Sources: Wikipedia, "List of flags by
/// design" (https://en.wikipedia.org/wiki/List_of_flags_by_design) and each flag's article, as
/// credited in Docs/DATA.md.
public enum LookAlikes {
  public struct Pair: Sendable, Equatable, Hashable {
    /// The two alpha-2 codes, in the order the question names them.
    public let first: String
    public let second: String
    /// The article that compares the two flags.
    public let source: String

    /// "TD-RO": how the packs' sentences name the pair.
    public var key: String { first + "-" + second }
  }

  public static let pairs: [Pair] = [
    Pair(first: "TD", second: "RO", source: wiki("Flag_of_Chad")),
    Pair(first: "ID", second: "MC", source: wiki("Flag_of_Monaco")),
    Pair(first: "NL", second: "LU", source: wiki("Flag_of_Luxembourg")),
    Pair(first: "AU", second: "NZ", source: wiki("Flag_of_New_Zealand")),
    Pair(first: "IE", second: "CI", source: wiki("Flag_of_Ivory_Coast")),
    Pair(first: "NO", second: "IS", source: wiki("Flag_of_Iceland")),
    Pair(first: "SN", second: "ML", source: wiki("Flag_of_Senegal")),
    Pair(first: "SK", second: "SI", source: wiki("Flag_of_Slovakia")),
    Pair(first: "CO", second: "EC", source: wiki("Flag_of_Ecuador")),
    Pair(first: "GN", second: "ML", source: wiki("Flag_of_Guinea")),
    Pair(first: "IT", second: "MX", source: wiki("Flag_of_Mexico")),
    Pair(first: "BE", second: "DE", source: wiki("Flag_of_Belgium")),
  ]

  /// The pair of `a` and `b`, in either order.
  public static func pair(_ a: String, _ b: String) -> Pair? {
    pairs.first { ($0.first == a && $0.second == b) || ($0.first == b && $0.second == a) }
  }

  private static func wiki(_ page: String) -> String { "https://en.wikipedia.org/wiki/" + page }
}
