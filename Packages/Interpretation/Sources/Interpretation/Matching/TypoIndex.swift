import Domain

/// Finds the words of a vocabulary within one typo of a given word, without comparing against all of them:
/// each word is filed under itself and every one-letter deletion of itself (symmetric deletion).
/// Variants are filed by a 64-bit hash, not as strings, so building the index allocates nothing per variant;
/// a hash collision only adds a candidate that the edit-distance check then rejects. The variants live in one
/// sorted array, found by binary search: a dictionary of arrays cost a heap block per variant, about 1 MB.
/// The search starts within the hashes that share their first bits (`buckets`: the first position of each
/// prefix, about eight variants a prefix), not over the whole array: a reading looks up ten words or so,
/// each with every one of its deletions.
struct TypoIndex: Sendable {
  /// Each variant's hash in the top 44 bits, its word's number in the low 20 bits: one integer
  /// sorts faster than a pair (the sort was most of building an index).
  private var variants: [UInt64] = []
  private var words: [String] = []
  private var buckets: [Int32] = [0, 0]
  /// A hash's prefix is its bits above this one (64: one prefix, for a few variants).
  private var shift: UInt64 = 64
  /// Words shorter than this are only matched exactly: "Iran"/"Iraq" are one letter apart.
  static let minimumLength = 4
  private static let idBits: UInt64 = 20

  init(words vocabulary: some Sequence<String>) {
    self.init(indexing: Self.vocabulary(vocabulary))
  }

  /// `words` as `vocabulary(_:)` gives them: once each, long enough, in ASCII letters.
  init(indexing vocabulary: [String]) {
    let kept = vocabulary.prefix(1 << Self.idBits)
    words = Array(kept)
    variants.reserveCapacity(kept.reduce(0) { $0 + $1.utf8.count + 1 })
    for (id, word) in kept.enumerated() {
      Self.forEachVariant(of: word) { variants.append(Self.hashBits($0) | UInt64(id)) }
    }
    let prefixes = variants.count / 8
    let bits = prefixes < 2 ? 0 : min(20, prefixes.bitWidth - prefixes.leadingZeroBitCount)
    shift = UInt64(64 - bits)
    (variants, buckets) = Self.sorted(variants, byPrefixOver: shift, prefixes: 1 << bits)
  }

  /// `values` sorted, and where each prefix (the bits above `shift`) starts in them, with the count
  /// at the end. Placed by prefix first, then each prefix's few values sorted in place: a
  /// general sort of the whole array was two thirds of building an index.
  static func sorted(
    _ values: [UInt64], byPrefixOver shift: UInt64, prefixes: Int
  ) -> (sorted: [UInt64], starts: [Int32]) {
    var starts = [Int32](repeating: 0, count: prefixes + 1)
    for value in values { starts[Int(value >> shift) + 1] += 1 }
    for prefix in 0..<prefixes { starts[prefix + 1] += starts[prefix] }
    var next = starts
    var sorted = [UInt64](repeating: 0, count: values.count)
    for value in values {
      let prefix = Int(value >> shift)
      sorted[Int(next[prefix])] = value
      next[prefix] += 1
    }
    for prefix in 0..<prefixes {
      let (low, high) = (Int(starts[prefix]), Int(starts[prefix + 1]))
      guard high - low > 1 else { continue }
      for index in (low + 1)..<high {
        let value = sorted[index]
        var hole = index
        while hole > low, sorted[hole - 1] > value {
          sorted[hole] = sorted[hole - 1]
          hole -= 1
        }
        sorted[hole] = value
      }
    }
    return (sorted, starts)
  }

  /// A hash's top bits, where a variant keeps them.
  private static func hashBits(_ hash: UInt64) -> UInt64 { hash & ~((1 << idBits) - 1) }

  /// The words of `vocabulary` the index files: once each, long enough, in ASCII letters.
  static func vocabulary(_ vocabulary: some Sequence<String>) -> [String] {
    Array(
      Set(vocabulary).filter { $0.utf8.count >= minimumLength && $0.utf8.allSatisfy { $0 < 0x80 } }
    )
  }

  /// Vocabulary words one edit from `word` (never `word` itself).
  func neighbours(of word: String) -> [String] {
    guard Self.mayHaveNeighbours(word) else { return [] }
    var found: [String] = []
    Self.forEachVariant(of: word) { variant in
      let bits = Self.hashBits(variant)
      var index = firstIndex(of: bits)
      while index < variants.count, Self.hashBits(variants[index]) == bits {
        let candidate = words[Int(variants[index] & ((1 << Self.idBits) - 1))]
        index += 1
        if candidate != word && !found.contains(candidate)
          && EditDistance.isWithinOne(word, candidate)
        {
          found.append(candidate)
        }
      }
    }
    return found
  }

  /// Whether `word` is long enough and in ASCII letters, as a word with neighbours must be.
  static func mayHaveNeighbours(_ word: String) -> Bool {
    word.utf8.count >= minimumLength - 1 && word.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The first position whose hash bits are not below `bits`.
  private func firstIndex(of bits: UInt64) -> Int {
    let prefix = Int(bits >> shift)
    var low = Int(buckets[prefix])
    var high = Int(buckets[prefix + 1])
    while low < high {
      let middle = (low + high) / 2
      if variants[middle] < bits { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Calls `body` with the hash of the word and of each of its one-letter deletions.
  private static func forEachVariant(of word: String, _ body: (UInt64) -> Void) {
    var word = word
    word.withUTF8 { bytes in
      body(hash(bytes, skipping: -1))
      for index in bytes.indices {
        body(hash(bytes, skipping: index))
      }
    }
  }

  /// FNV-1a over the bytes, leaving one out.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, skipping skipped: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for (index, byte) in bytes.enumerated() where index != skipped {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash ^ UInt64(bytes.count - (skipped >= 0 ? 1 : 0))
  }
}
