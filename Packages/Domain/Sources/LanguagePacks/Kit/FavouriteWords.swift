import Domain

/// How one language keeps favourites: whole lines that list them, words that add or drop the country
/// after them ("remember Japan"), words that do so with a list named at the end ("add Japan to my
/// favourites"), and words that name the country talked about ("remember it"). Folded words
/// (`TextFolding`); each language's are in its `ChatPhrasebook`.
public struct FavouriteWords: Sendable {
  public var list: [String]
  public var add: [String]
  public var remove: [String]
  public var addTo: [String]
  public var removeFrom: [String]
  public var toList: [String]
  public var fromList: [String]
  public var pointers: [String]
}
