extension CommandLineFlag {
  /// A flag that takes no value.
  public static func `switch`(
    _ name: String, short: String? = nil, aliases: [String] = [], help: String,
    isHidden: Bool = false, set: @escaping @Sendable (inout Options) -> Void
  ) -> Self {
    Self(
      name: name, short: short, aliases: aliases, placeholder: nil, help: help, defaultValue: nil,
      environment: nil, choices: [], example: nil, isHidden: isHidden,
      apply: { options, _, _ throws(Failure) in set(&options) })
  }

  /// A flag whose value `parse` reads; `setting` is the flag or variable the value came from,
  /// for the message.
  public static func value<Value>(
    _ name: String, short: String? = nil, placeholder: String, help: String,
    default defaultValue: String? = nil, environment: String? = nil, choices: [String] = [],
    example: String? = nil, isHidden: Bool = false,
    parse: @escaping @Sendable (_ text: String, _ setting: String) throws(Failure) -> Value,
    set: @escaping @Sendable (inout Options, Value) -> Void
  ) -> Self {
    Self(
      name: name, short: short, aliases: [], placeholder: placeholder, help: help,
      defaultValue: defaultValue, environment: environment, choices: choices, example: example,
      isHidden: isHidden,
      apply: { options, text, setting throws(Failure) in set(&options, try parse(text, setting)) })
  }

  /// A flag whose value is any text but the empty one.
  public static func text(
    _ name: String, short: String? = nil, placeholder: String, help: String,
    default defaultValue: String? = nil, environment: String? = nil, example: String? = nil,
    set: @escaping @Sendable (inout Options, String) -> Void
  ) -> Self {
    value(
      name, short: short, placeholder: placeholder, help: help, default: defaultValue,
      environment: environment, example: example,
      parse: { text, _ throws(Failure) in
        guard !text.isEmpty else { throw .missingValue }
        return text
      }, set: set)
  }

  /// A flag whose value is a whole number in `range`.
  public static func number(
    _ name: String, short: String? = nil, placeholder: String = "N", help: String,
    default defaultValue: String? = nil, environment: String? = nil, in range: ClosedRange<Int>,
    set: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    value(
      name, short: short, placeholder: placeholder, help: help, default: defaultValue,
      environment: environment, example: String(range.lowerBound),
      parse: { text, setting throws(Failure) in
        guard let number = Int(text), range.contains(number) else {
          throw .invalid(
            "\(setting) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
          )
        }
        return number
      }, set: set)
  }
}
