/// Optimal-string-alignment distance, bounded: is `a` at most one edit (insertion, deletion,
/// substitution or swap of neighbours) away from `b`? Typos are judged on bytes of folded ASCII keys.
enum EditDistance {
  static func isWithinOne(_ a: String, _ b: String) -> Bool {
    var lhs = Array(a.utf8)
    var rhs = Array(b.utf8)
    if lhs.count > rhs.count { swap(&lhs, &rhs) }
    let (short, long) = (lhs, rhs)
    guard long.count - short.count <= 1 else { return false }
    var i = 0
    while i < short.count && short[i] == long[i] { i += 1 }
    if i == short.count { return true }
    if short.count == long.count {
      if Array(short[(i + 1)...]) == Array(long[(i + 1)...]) { return true }
      return i + 1 < short.count && short[i] == long[i + 1] && short[i + 1] == long[i]
        && Array(short[(i + 2)...]) == Array(long[(i + 2)...])
    }
    return Array(short[i...]) == Array(long[(i + 1)...])
  }

  /// Whether two keys differ in their first letter (a typo there is rarer and riskier to accept),
  /// not counting a swap of the first two letters. A swap keeps the length: "land" is "aland" with
  /// its first letter dropped, not "al" swapped.
  static func differsAtStart(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8.prefix(2))
    let y = Array(b.utf8.prefix(2))
    guard let first = x.first, let other = y.first, first != other else { return false }
    let isSwap =
      a.utf8.count == b.utf8.count && x.count == 2 && y.count == 2 && x[0] == y[1] && x[1] == y[0]
    return !isSwap
  }
}
