extension PlaceWords {
  /// Regions, rankings and clues as English speakers name them.
  public static let english: PlaceWords = {
    var words = PlaceWords()
    words.whichWords = ["which", "what", "whats"]
    words.creatureWords = ["animal", "animals", "creature", "creatures", "bird", "birds", "beast"]
    // Every living thing the data's flag descriptions name, as they name it.
    words.describedCreatures = [
      "eagle", "eagles", "lion", "lions", "bird", "birds", "dolphin", "dragon", "turtle", "parrot",
      "frigatebird", "pelican", "crane", "boar", "fish", "condor", "quetzal", "falcon", "dove",
      "kiwi",
    ]
    words.regionAliases = [
      "african": "Africa", "european": "Europe", "asian": "Asia", "oceanian": "Oceania",
      "the americas": "Americas", "american continent": "Americas",
      "antarctic": "Antarctic", "caribbean": "Caribbean", "the caribbean": "Caribbean",
      "southeast asia": "South-Eastern Asia", "south east asia": "South-Eastern Asia",
      "southeastern asia": "South-Eastern Asia", "south eastern asia": "South-Eastern Asia",
      "southeast asian": "South-Eastern Asia", "south asia": "Southern Asia",
      "south asian": "Southern Asia", "east asia": "Eastern Asia", "east asian": "Eastern Asia",
      "west asia": "Western Asia", "central asian": "Central Asia",
      "east africa": "Eastern Africa", "east african": "Eastern Africa",
      "west africa": "Western Africa", "west african": "Western Africa",
      "north africa": "Northern Africa", "north african": "Northern Africa",
      "central africa": "Middle Africa", "central african": "Middle Africa",
      "southern african": "Southern Africa",
      "western european": "Western Europe", "eastern european": "Eastern Europe",
      "northern european": "Northern Europe", "southern european": "Southern Europe",
      "central european": "Central Europe", "west europe": "Western Europe",
      "east europe": "Eastern Europe", "north europe": "Northern Europe",
      "south europe": "Southern Europe", "southeast europe": "Southeast Europe",
      "southeastern europe": "Southeast Europe", "south eastern europe": "Southeast Europe",
      "south american": "South America", "north american": "North America",
      "central american": "Central America", "latin american": "", "latin america": "",
      "middle east": "", "scandinavia": "", "the balkans": "", "balkans": "",
      "polynesian": "Polynesia", "melanesian": "Melanesia", "micronesian": "Micronesia",
    ]
    words.measures = [
      "population": .population, "populous": .population, "populated": .population,
      "people": .population, "inhabitants": .population, "ppl": .population,
      "populaton": .population, "populations": .population,
      "area": .area, "size": .area, "big": .area, "bigger": .area, "biggest": .area,
      "large": .area, "larger": .area, "largest": .area, "small": .area, "smaller": .area,
      "smallest": .area, "tiniest": .area,
      "neighbours": .neighbours, "neighbors": .neighbours, "borders": .neighbours,
    ]
    words.superlatives = [
      "largest": .most, "biggest": .most, "most": .most, "highest": .most,
      "smallest": .least, "tiniest": .least, "least": .least, "fewest": .least, "lowest": .least,
    ]
    words.comparatives = [
      "bigger": .most, "larger": .most, "more": .most, "smaller": .least, "fewer": .least,
      "less": .least,
    ]
    words.countryNouns = ["country", "countries", "nation", "nations", "countrys", "contry"]
    words.reverseMarkers = ["whose", "stand", "stands", "belong", "belongs", "abbreviated"]
    words.currencyAliases = [
      "us dollar": "USD", "american dollar": "USD", "u s dollar": "USD", "usd": "USD",
      "uk pound": "GBP", "british pound": "GBP", "pound sterling": "GBP", "sterling": "GBP",
      "euro": "EUR", "euros": "EUR",
    ]
    words.worldWords = ["world", "earth", "planet", "globe"]
    words.searchLeadIns = [
      "for", "me", "the", "a", "an", "all", "any", "every", "countries", "country", "nations",
      "with", "named", "called", "containing", "contain", "contains", "word", "words", "name",
      "names", "text", "whose", "that", "which", "have", "has", "in", "their", "its", "string",
      "letters", "matching", "match", "including", "include", "includes", "up",
    ]
    words.userPlaceWords = [
      "me", "here", "i", "im", "us", "we", "my", "our", "location", "position", "where", "live",
      "am", "currently", "now", "around", "away", "is", "are", "what", "whats", "which", "the",
    ]
    words.knownPlaces = [
      "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut",
      "delaware", "florida", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas",
      "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota",
      "mississippi", "missouri", "montana", "nebraska", "nevada", "new hampshire", "new mexico",
      "new york", "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania",
      "rhode island", "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont",
      "virginia", "wisconsin", "wyoming", "quebec", "ontario", "alberta", "british columbia",
      "manitoba", "saskatchewan", "nova scotia", "yukon", "nunavut", "tasmania", "queensland",
      "new south wales", "bavaria", "bayern", "brittany", "normandy", "normandie",
      "catalonia", "siberia", "scotland", "wales", "kashmir",
      "tibet", "crimea", "sicily", "sardinia", "corsica", "tuscany", "andalusia", "patagonia",
      "lapland", "kurdistan", "chechnya", "zanzibar", "bali", "java", "sumatra", "hokkaido",
      "okinawa", "goa", "kerala", "punjab", "sydney", "melbourne", "toronto", "montreal",
      "vancouver", "los angeles", "chicago", "san francisco", "munich", "hamburg", "frankfurt",
      "milan", "venice", "barcelona", "istanbul", "dubai", "mumbai", "bombay", "shanghai", "osaka",
      "kyoto", "rio de janeiro", "sao paulo", "krakow", "geneva", "zurich", "auckland",
      "johannesburg", "lagos", "casablanca", "marrakech", "saint petersburg", "manchester",
      "liverpool", "edinburgh", "glasgow", "calcutta", "kolkata", "bangalore", "karachi",
      "lahore", "alexandria", "st petersburg", "florence", "naples", "lyon", "marseille",
    ]
    return words
  }()
}
