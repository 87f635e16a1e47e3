import Domain

/// A country's shape as SVG, for pages and other shells that draw vector images: one path of the
/// rings in the shape's grid (`viewBox` 0 0 width height), filled even-odd, no external reference.
/// Only numbers and path letters come from the table; the label is escaped. Pure.
public enum ShapeSVG {
  /// The path data: each ring "M x y L x y … Z", integers only.
  public static func pathData(_ shape: CountryShape) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(shape.rings.reduce(0) { $0 + $1.count * 8 + 2 })
    func number(_ value: Int) {
      if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100)) }
      if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
      bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
    for ring in shape.rings {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      for (index, point) in ring.enumerated() {
        switch index {
        case 0: bytes.append(UInt8(ascii: "M"))
        case 1: bytes += [UInt8(ascii: " "), UInt8(ascii: "L")]
        default: bytes.append(UInt8(ascii: " "))
        }
        number(max(0, min(999, point.x)))
        bytes.append(UInt8(ascii: " "))
        number(max(0, min(999, point.y)))
      }
      bytes.append(UInt8(ascii: "Z"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `viewBox` attribute's value, a unit of margin around the grid.
  public static func viewBox(_ shape: CountryShape) -> String {
    "-1 -1 \(shape.width + 2) \(shape.height + 2)"
  }

  /// A standalone SVG document, labelled `label` for screen readers (escaped).
  public static func document(_ shape: CountryShape, label: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox(shape))\" role=\"img\" "
      + "aria-label=\"\(escaped(label))\"><path fill-rule=\"evenodd\" d=\"\(pathData(shape))\"/></svg>"
  }

  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}

extension Reply {
  /// `{"code", "width", "height", "viewBox", "path"}`: the outline as SVG path data in its grid,
  /// enough for any shell to draw it (the page builds an `<svg>` of it, no image is fetched). A
  /// game's question leaves out the code, which is its answer.
  static func shapeObject(_ shape: CountryShape, named: Bool) -> JSONObjectWriter {
    var json = JSONObjectWriter()
    if named { json.add("code", shape.code) }
    json.add("width", integer: shape.width)
    json.add("height", integer: shape.height)
    json.add("viewBox", ShapeSVG.viewBox(shape))
    json.add("path", ShapeSVG.pathData(shape))
    return json
  }
}
