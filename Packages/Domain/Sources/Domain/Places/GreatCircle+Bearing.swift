import Foundation

extension GreatCircle {
  /// The initial great-circle bearing from `a` towards `b`, in degrees clockwise from north
  /// (-180 to 180).
  public static func bearing(from a: Country.Coordinates, to b: Country.Coordinates) -> Double {
    let radians = Double.pi / 180
    let dLon = (b.longitude - a.longitude) * radians
    let y = sin(dLon) * cos(b.latitude * radians)
    let x =
      cos(a.latitude * radians) * sin(b.latitude * radians)
      - sin(a.latitude * radians) * cos(b.latitude * radians) * cos(dLon)
    return atan2(y, x) / radians
  }
}
