/// The data's region, subregion and continent names as UN M.49 area codes (CLDR region codes), so
/// locale data can name them in any language. Central Europe and Southeast Europe have no M.49 code;
/// the Antarctic is CLDR's territory AQ.
public enum RegionCode {
  public static let byName: [String: String] = [
    "Africa": "002", "Americas": "019", "Asia": "142", "Europe": "150", "Oceania": "009",
    "Antarctic": "AQ", "Antarctica": "AQ", "North America": "003", "South America": "005",
    "Central America": "013", "Caribbean": "029", "Western Africa": "011",
    "Eastern Africa": "014", "Middle Africa": "017", "Southern Africa": "018",
    "Northern Africa": "015", "Southern Europe": "039", "Eastern Europe": "151",
    "Northern Europe": "154", "Western Europe": "155", "Eastern Asia": "030",
    "Southern Asia": "034", "South-Eastern Asia": "035", "Central Asia": "143",
    "Western Asia": "145", "Australia and New Zealand": "053", "Melanesia": "054",
    "Micronesia": "057", "Polynesia": "061",
  ]
}
