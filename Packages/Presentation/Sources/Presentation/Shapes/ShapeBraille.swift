import Domain

/// A country's shape in Unicode Braille (U+2800…U+28FF), for terminals: each character cell holds
/// two dots across and four down, and a terminal cell is about twice as tall as it is wide, so a
/// dot is about square and the shape keeps its proportions. The inside is filled (even-odd over
/// every ring) and the outline drawn over it, so a thin part (Chile, an island) still shows. Pure.
public enum ShapeBraille {
  /// The shape in at most `columns` × `rows` cells, as large as fits, one string a row, trailing
  /// blank cells kept so that rows align; no rows for a shape without rings.
  public static func lines(_ shape: CountryShape, columns: Int, rows: Int) -> [String] {
    guard columns > 0, rows > 0, shape.width > 0 || shape.height > 0, !shape.rings.isEmpty
    else { return [] }
    let scale = min(
      Double(columns * 2) / Double(max(shape.width, 1)),
      Double(rows * 4) / Double(max(shape.height, 1)))
    let dotsAcross = max(1, min(columns * 2, Int((Double(shape.width) * scale).rounded(.up))))
    let dotsDown = max(1, min(rows * 4, Int((Double(shape.height) * scale).rounded(.up))))
    var grid = DotGrid(width: dotsAcross, height: dotsDown)
    let rings = shape.rings.map { ring in
      ring.map { (x: Double($0.x) * scale, y: Double($0.y) * scale) }
    }
    fill(rings, on: &grid)
    for ring in rings { outline(ring, on: &grid) }
    return grid.braille()
  }

  /// Dots whose centre is inside the rings, by even-odd crossings along each row of dots: each edge
  /// adds its crossings to the rows it spans, so the work is the edges plus the crossings.
  private static func fill(_ rings: [[(x: Double, y: Double)]], on grid: inout DotGrid) {
    var rows = Array(repeating: [Double](), count: grid.height)
    for ring in rings {
      var a = ring[ring.count - 1]
      for b in ring {
        defer { a = b }
        let low = min(a.y, b.y)
        let high = max(a.y, b.y)
        // Row centres y = row + 0.5 with low <= y < high (half-open, so a vertex counts once).
        let first = max(0, Int((low - 0.5).rounded(.up)))
        let last = min(grid.height - 1, Int((high - 0.5).rounded(.up)) - 1)
        guard first <= last else { continue }
        for row in first...last {
          let y = Double(row) + 0.5
          rows[row].append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
        }
      }
    }
    for row in rows.indices {
      rows[row].sort()
      let crossings = rows[row]
      var index = 0
      while index + 1 < crossings.count {
        let first = max(0, Int((crossings[index] - 0.5).rounded(.up)))
        let last = min(grid.width - 1, Int((crossings[index + 1] - 0.5).rounded(.down)))
        if first <= last { for column in first...last { grid.set(column, row) } }
        index += 2
      }
    }
  }

  /// The dots each edge passes through, stepped at half a dot.
  private static func outline(_ ring: [(x: Double, y: Double)], on grid: inout DotGrid) {
    for index in ring.indices {
      let a = ring[index]
      let b = ring[(index + 1) % ring.count]
      let steps = max(1, Int((max(abs(b.x - a.x), abs(b.y - a.y)) * 2).rounded(.up)))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        grid.set(Int(a.x + (b.x - a.x) * t), Int(a.y + (b.y - a.y) * t))
      }
    }
  }
}

/// Dots in rows, read out as Braille characters.
struct DotGrid {
  let width: Int
  let height: Int
  private var dots: [Bool]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    dots = Array(repeating: false, count: width * height)
  }

  /// Sets the dot; a point on the far edge (x == width) counts as the last dot.
  mutating func set(_ x: Int, _ y: Int) {
    let column = min(max(x, 0), width - 1)
    let row = min(max(y, 0), height - 1)
    dots[row * width + column] = true
  }

  func isSet(_ x: Int, _ y: Int) -> Bool {
    x < width && y < height && dots[y * width + x]
  }

  /// The bit of each dot of a cell, by its column and row (Unicode's Braille dot numbering).
  private static let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

  func braille() -> [String] {
    stride(from: 0, to: height, by: 4).map { top in
      var line = String.UnicodeScalarView()
      for left in stride(from: 0, to: width, by: 2) {
        var value: UInt32 = 0
        for column in 0..<2 {
          for row in 0..<4 where isSet(left + column, top + row) {
            value |= Self.bits[column][row]
          }
        }
        line.append(Unicode.Scalar(0x2800 + value) ?? " ")
      }
      return String(line)
    }
  }
}
