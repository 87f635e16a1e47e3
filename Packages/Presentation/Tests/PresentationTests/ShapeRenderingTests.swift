import Domain
import Foundation
import Presentation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Shapes drawn in Braille for terminals and in SVG for pages.
@Suite struct ShapeRenderingTests {
  private let box = CountryShape.Box(west: 0, south: 0, east: 1, north: 1)

  private func square(_ side: Int) -> CountryShape {
    CountryShape(
      code: "SQ", box: box, width: side, height: side,
      rings: [
        [.init(x: 0, y: 0), .init(x: side, y: 0), .init(x: side, y: side), .init(x: 0, y: side)]
      ])
  }

  @Test func aSquare_fillsEveryDotOfItsCells() {
    let lines = ShapeBraille.lines(square(8), columns: 4, rows: 2)

    #expect(lines == ["⣿⣿⣿⣿", "⣿⣿⣿⣿"])
  }

  @Test func aSquare_inAWideWindow_staysSquare_twoCellsAcrossAFourDotRow() {
    let lines = ShapeBraille.lines(square(255), columns: 40, rows: 1)

    #expect(lines == ["⣿⣿"])
  }

  @Test func aRingWithAHole_leavesTheHoleEmpty() {
    var rings = square(16).rings
    rings.append([.init(x: 6, y: 6), .init(x: 10, y: 6), .init(x: 10, y: 10), .init(x: 6, y: 10)])
    let framed = CountryShape(code: "SQ", box: box, width: 16, height: 16, rings: rings)

    let lines = ShapeBraille.lines(framed, columns: 8, rows: 4)

    #expect(lines.count == 4)
    #expect(lines[1].unicodeScalars.map(\.value)[3] != 0x28FF)
    #expect(lines[0] == "⣿⣿⣿⣿⣿⣿⣿⣿")
  }

  @Test func italy_fitsTheCellsItIsGiven_andIsTallerThanWide() throws {
    let italy = try #require(CountryShape.of("IT"))

    for (columns, rows) in [(40, 20), (20, 8), (12, 30)] {
      let lines = ShapeBraille.lines(italy, columns: columns, rows: rows)
      #expect(!lines.isEmpty && lines.count <= rows)
      #expect(lines.allSatisfy { $0.unicodeScalars.count <= columns })
      #expect(lines.joined().unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
    }
    let tall = ShapeBraille.lines(italy, columns: 40, rows: 20)
    #expect(tall.count == 20 && tall[0].unicodeScalars.count < 40)
  }

  @Test func noRoom_drawsNothing() {
    #expect(ShapeBraille.lines(square(8), columns: 0, rows: 3).isEmpty)
  }

  @Test func theSVG_ofASquare_isOnePathInItsViewBox() {
    let svg = ShapeSVG.document(square(8), label: "A <square> & \"more\"")

    #expect(ShapeSVG.pathData(square(8)) == "M0 0 L8 0 8 8 0 8Z")
    #expect(svg.contains("viewBox=\"-1 -1 10 10\""))
    #expect(svg.contains("aria-label=\"A &lt;square&gt; &amp; &quot;more&quot;\""))
  }

  @Test func everyCountrysSVG_isWellFormedXMLWithOnePath() throws {
    for code in CountryShape.codes {
      let shape = try #require(CountryShape.of(code))
      let document = ShapeSVG.document(shape, label: "Côte d'Ivoire & co")
      let parser = XMLParser(data: Data(document.utf8))
      #expect(parser.parse(), "\(code)")
      #expect(!document.contains("href"), "\(code)")
      #expect(ShapeSVG.pathData(shape).allSatisfy { "0123456789 MLZ".contains($0) }, "\(code)")
    }
  }
}
