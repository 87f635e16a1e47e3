import Domain

/// Everyday conventions and codes in English: the first day of the week, the clock, the
/// measurement system, the FIFA, IOC and vehicle codes, postcodes, the anthem and religions
/// (`CountryConventions`). `{value}` is the value as the pack words it (a weekday, a code, a list
/// of religions with their shares), `{other}` the countries that share a vehicle code, `{date}`
/// the day the religions' data describes.
extension FactTable {
  static let englishConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "week start", "week starts", "week begin", "week begins", "start of the week",
        "beginning of the week", "first day of the week", "first day of week", "first weekday",
        "start the week", "begin the week", "weeks start", "week starting", "weeks starting",
      ],
      allowedTopics: [
        "day", "days", "week", "start", "starts", "begin", "begins", "first", "calendar", "monday",
        "sunday", "saturday", "friday", "weekday", "usually", "starting",
      ],
      asks: "first day of the week", example: "What day does the week start on in {country}?",
      says: [
        .one: "{in country}, the week starts on {value}.",
        .none: "My data does not say which day the week starts on {in country}.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 hour", "24 hours", "12 hour", "12 hours", "twelve hour", "twenty four hour", "24h",
        "12h", "24hr", "12hr", "am pm", "military time", "hour clock", "clock format",
        "time format",
      ],
      allowedTopics: [
        "time", "clock", "use", "uses", "used", "format", "hour", "hours", "am", "pm", "or",
        "system", "write", "written", "tell", "usually",
      ],
      asks: "12- or 24-hour clock", example: "Does {country} use the 24-hour clock?",
      says: [
        .one: "{in country}, times are usually written on the 24-hour clock (17:30).",
        .pair: "{in country}, times are usually written on the 12-hour clock (5:30 pm).",
        .none: "I do not know which clock is used {in country}.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "metric", "imperial", "measurement", "measurements", "measurement system", "metric system",
        "imperial system", "imperial units", "customary units", "units of measurement",
        "system of measurement", "miles or kilometers", "miles or kilometres",
        "kilometers or miles", "kilometres or miles",
      ],
      allowedTopics: [
        "system", "units", "unit", "use", "uses", "used", "measure", "measures", "miles",
        "kilometers", "kilometres", "feet", "meters", "metres", "pounds", "kilograms", "customary",
      ],
      asks: "measurement system", example: "Does {country} use the metric system?",
      says: [
        .yes: "{the country} uses the metric system.",
        .pair:
          "{the country} uses the metric system, with imperial units still in everyday use (miles, pints).",
        .no:
          "{the country} does not use the metric system but US customary units (miles, pounds, gallons).",
        .none: "I do not know which measurement system {the country} uses.",
      ]),
    .fifaCode: FactWords(
      cues: [
        "fifa code", "fifa country code", "fifa abbreviation", "fifa trigram", "football code",
        "soccer code", "fifa codes",
      ],
      allowedTopics: ["fifa", "football", "soccer", "team", "national", "three", "letter"],
      asks: "FIFA code", example: "What is the FIFA code of {country}?",
      says: [
        .one: "The FIFA code {of country} is {value}.",
        .none: "My data has no FIFA code for {the country}.",
      ]),
    .iocCode: FactWords(
      cues: [
        "ioc code", "olympic code", "olympics code", "olympic country code", "ioc country code",
        "ioc abbreviation", "olympic abbreviation", "ioc codes", "olympic codes", "cioc",
      ],
      allowedTopics: ["ioc", "olympic", "olympics", "team", "national", "three", "letter"],
      asks: "IOC code", example: "What is the olympic code of {country}?",
      says: [
        .one: "The IOC code {of country} is {value}.",
        .none: "My data has no IOC code for {the country}.",
      ]),
    .vehicleCode: englishVehicleCues.worded(
      asks: "vehicle registration code",
      example: "What is the international vehicle code of {country}?",
      says: [
        .one: "The international vehicle registration code {of country} is {value}.",
        .many: "{the country} has {count} international vehicle registration codes: {value}.",
        .none: "My data has no international vehicle registration code for {the country}.",
      ]),
    .reverseVehicleCode: englishVehicleCues.worded(
      asks: "vehicle code", example: "Which country has the car sign CH?",
      says: [
        .one: "{value} is the international vehicle registration code {of country}.",
        .pair:
          "{value} is the international vehicle registration code {of country}, also used by {other}.",
        .many: "{the country} has {count} international vehicle registration codes: {value}.",
      ]),
    .postalCode: FactWords(
      cues: [
        "postcode", "postcodes", "zipcode", "zipcodes", "postal code", "postal codes", "post code",
        "post codes", "zip code", "zip codes", "postcode format",
      ],
      allowedTopics: [
        "format", "formats", "look", "like", "digits", "digit", "many", "long", "letters",
        "written", "write", "system", "numbers",
      ],
      asks: "postcode format", example: "What is the postcode format in {country}?",
      says: [
        .one: "Postcodes {in country} have {value} digits.",
        .pair: "Postcodes {in country} are written {value} (# stands for a digit, @ for a letter).",
        .none: "My data has no postcode format for {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["anthem", "anthems", "national song", "hymn"],
      allowedTopics: ["national", "song", "title", "called", "name", "named"],
      asks: "national anthem", example: "What is the national anthem of {country}?",
      says: [
        .one: "The national anthem {of country} is “{value}”.",
        .none: "My data does not name the national anthem {of country}.",
      ]),
    .religion: FactWords(
      cues: ["religion", "religions", "religious", "faith", "faiths"],
      allowedTopics: [
        "main", "major", "dominant", "predominant", "common", "practised", "practiced",
        "followed", "people", "percentage", "share", "shares", "breakdown",
      ],
      asks: "main religions", example: "What is the main religion in {country}?",
      says: [
        .one: "The main religion {in country} is {value} (data of {date}).",
        .many: "The main religions {in country}: {value} (data of {date}).",
        .none: "My data has no figures on religion {in country}.",
      ]),
  ]

  /// How a vehicle code is asked for, of a country or to find one.
  static let englishVehicleCues = FactWords(
    cues: [
      "car code", "car codes", "car sign", "car signs", "car plate", "car plates", "car sticker",
      "vehicle code", "vehicle codes", "vehicle registration", "vehicle sign", "licence plate",
      "license plate", "licence plates", "license plates", "number plate", "number plates",
      "plate code", "registration code", "oval sticker", "country sticker", "distinguishing sign",
      "international vehicle", "on a car", "on cars", "on the car",
    ],
    allowedTopics: [
      "international", "registration", "code", "codes", "sign", "signs", "letters", "letter",
      "sticker", "vehicle", "vehicles", "car", "cars", "plate", "plates", "oval", "distinguishing",
    ])
}

extension ConventionWords {
  public static let english = ConventionWords(
    weekdays: [
      "monday": "Monday", "tuesday": "Tuesday", "wednesday": "Wednesday", "thursday": "Thursday",
      "friday": "Friday", "saturday": "Saturday", "sunday": "Sunday",
    ],
    religions: [
      "christianity": "Christianity", "islam": "Islam", "hinduism": "Hinduism",
      "buddhism": "Buddhism", "judaism": "Judaism", "sikhism": "Sikhism", "jainism": "Jainism",
      "taoism": "Taoism", "bahai": "the Baháʼí Faith", "rastafari": "Rastafari", "druze": "Druze",
      "spiritism": "Spiritism", "folk": "folk religions", "irreligion": "no religion",
    ],
    share: "{value} ({count}%)")
}
