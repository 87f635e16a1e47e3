/// A field's bytes kept for decoding later: a copy of them, or, for the snapshot compiled into the
/// binary, a pointer to them there, where they stay for the life of the process.
struct KeptBytes: @unchecked Sendable {
  private let copy: [UInt8]
  private let lasting: UnsafeBufferPointer<UInt8>?

  init(copying bytes: RecordDecoder.Bytes) {
    copy = Array(bytes)
    lasting = nil
  }

  /// `bytes` must be the compiled snapshot's (`CountryRecordCodec.decode(compiled:index:)`).
  init(lasting bytes: RecordDecoder.Bytes) {
    copy = []
    lasting = UnsafeBufferPointer(rebasing: bytes)
  }

  func read<Result>(_ body: (RecordDecoder.Bytes) -> Result) -> Result {
    if let lasting { return body(lasting[...]) }
    return copy.withUnsafeBufferPointer { body($0[...]) }
  }
}
