import Domain
import Testing

/// The outlines' table as `make shapes` wrote it: every shape readable, inside its grid and its box.
@Suite struct CountryShapeTests {
  @Test func theTable_drawsEveryCodeButHongKongAndMacao() {
    #expect(CountryShape.codes.count == 248)
    #expect(CountryShape.codesWithout == ["HK", "MO"])
    #expect(CountryShape.of("HK") == nil)
    #expect(CountryShape.of("ZZ") == nil)
  }

  @Test func everyShape_hasRingsOfThreePointsOrMoreInsideItsGrid() throws {
    for code in CountryShape.codes {
      let shape = try #require(CountryShape.of(code))
      #expect(!shape.rings.isEmpty, "\(code)")
      #expect(max(shape.width, shape.height) == 255, "\(code)")
      for ring in shape.rings {
        #expect(ring.count >= 3, "\(code)")
        #expect(ring.allSatisfy { (0...shape.width).contains($0.x) }, "\(code)")
        #expect(ring.allSatisfy { (0...shape.height).contains($0.y) }, "\(code)")
      }
    }
  }

  @Test func everyBox_isOnTheGlobeAndNoWiderThanTheWorld() throws {
    for code in CountryShape.codes {
      let box = try #require(CountryShape.of(code)).box
      #expect(-90 <= box.south && box.south < box.north && box.north <= 90, "\(code)")
      #expect(box.west < box.east && box.east - box.west <= 360, "\(code)")
      #expect(-180 <= box.west && box.east <= 360, "\(code)")
    }
  }

  @Test func italy_liesWhereItaly_isTallerThanWideAndKeepsSicilyAndSardinia() throws {
    let italy = try #require(CountryShape.of("it"))

    #expect(italy.code == "IT")
    #expect(abs(italy.box.north - 47.1) < 0.1 && abs(italy.box.south - 36.65) < 0.1)
    #expect(italy.height == 255 && italy.width < italy.height)
    #expect(italy.rings.count >= 3)
  }

  @Test func farIslands_areDroppedAndNearOnesKept() throws {
    // The contiguous United States without Alaska: its box ends at 49.4° N, west of 125° W.
    let states = try #require(CountryShape.of("US")).box
    #expect(states.north < 50 && states.west > -126)
    // Spain without the Canaries (28° N), with the Balearics (4° E).
    let spain = try #require(CountryShape.of("ES")).box
    #expect(spain.south > 35 && spain.east > 4)
    // Russia with Kaliningrad (20° E), across the antimeridian to Chukotka (190° E).
    let russia = try #require(CountryShape.of("RU")).box
    #expect(russia.west < 21 && russia.east > 185)
  }
}
