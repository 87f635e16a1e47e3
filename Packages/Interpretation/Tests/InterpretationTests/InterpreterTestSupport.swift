import Domain
import DomainTestSupport
import Interpretation

/// Countries whose names trip up substring matching, spelled as REST Countries spells them.
enum Confusables {
  static let countries: [Country] = [
    SampleCountries.make("NE", "Niger", capitals: ["Niamey"], official: "Republic of Niger"),
    SampleCountries.make(
      "NG", "Nigeria", capitals: ["Abuja"], official: "Federal Republic of Nigeria"),
    SampleCountries.make("GN", "Guinea", capitals: ["Conakry"], official: "Republic of Guinea"),
    SampleCountries.make(
      "GW", "Guinea-Bissau", capitals: ["Bissau"], official: "Republic of Guinea-Bissau"),
    SampleCountries.make("GQ", "Equatorial Guinea", capitals: ["Malabo"]),
    SampleCountries.make("PG", "Papua New Guinea", capitals: ["Port Moresby"]),
    SampleCountries.make("SD", "Sudan", capitals: ["Khartoum"], official: "Republic of the Sudan"),
    SampleCountries.make(
      "SS", "South Sudan", capitals: ["Juba"], official: "Republic of South Sudan"),
    SampleCountries.make(
      "DM", "Dominica", capitals: ["Roseau"], official: "Commonwealth of Dominica"),
    SampleCountries.make("DO", "Dominican Republic", capitals: ["Santo Domingo"]),
    SampleCountries.make("WS", "Samoa", capitals: ["Apia"], official: "Independent State of Samoa"),
    SampleCountries.make("AS", "American Samoa", capitals: ["Pago Pago"]),
    SampleCountries.make("IN", "India", capitals: ["New Delhi"], official: "Republic of India"),
    SampleCountries.make("IO", "British Indian Ocean Territory", capitals: ["Diego Garcia"]),
    SampleCountries.make("OM", "Oman", capitals: ["Muscat"], official: "Sultanate of Oman"),
    SampleCountries.make("RO", "Romania", capitals: ["Bucharest"]),
    SampleCountries.make("ML", "Mali", capitals: ["Bamako"], official: "Republic of Mali"),
    SampleCountries.make("MT", "Malta", capitals: ["Valletta"], official: "Republic of Malta"),
    SampleCountries.make("AT", "Austria", capitals: ["Vienna"], official: "Republic of Austria"),
    SampleCountries.make(
      "AU", "Australia", capitals: ["Canberra"], official: "Commonwealth of Australia"),
    SampleCountries.make("SK", "Slovakia", capitals: ["Bratislava"], official: "Slovak Republic"),
    SampleCountries.make(
      "SI", "Slovenia", capitals: ["Ljubljana"], official: "Republic of Slovenia"),
    SampleCountries.make("IR", "Iran", capitals: ["Tehran"], official: "Islamic Republic of Iran"),
    SampleCountries.make("IQ", "Iraq", capitals: ["Baghdad"], official: "Republic of Iraq"),
    SampleCountries.make("KP", "North Korea", capitals: ["Pyongyang"]),
    SampleCountries.make("KR", "South Korea", capitals: ["Seoul"], official: "Republic of Korea"),
    SampleCountries.make(
      "CG", "Republic of the Congo", capitals: ["Brazzaville"], alternates: ["Congo"]),
    SampleCountries.make(
      "CD", "DR Congo", capitals: ["Kinshasa"], official: "Democratic Republic of the Congo"),
    SampleCountries.make(
      "VG", "British Virgin Islands", capitals: ["Road Town"], official: "Virgin Islands"),
    SampleCountries.make("VI", "United States Virgin Islands", capitals: ["Charlotte Amalie"]),
    SampleCountries.make(
      "US", "United States", capitals: ["Washington D.C."], official: "United States of America"),
    SampleCountries.make(
      "GB", "United Kingdom", capitals: ["London"], alternates: ["UK", "Great Britain"]),
    SampleCountries.make("MX", "Mexico", capitals: ["Mexico City"]),
    SampleCountries.make("GE", "Georgia", capitals: ["Tbilisi"]),
    SampleCountries.make("GS", "South Georgia", capitals: ["King Edward Point"]),
    SampleCountries.make(
      "FR", "France", capitals: ["Paris"], translations: ["deu": "Frankreich"], demonym: "French",
      population: 67_391_582),
    SampleCountries.make(
      "TF", "French Southern and Antarctic Lands", capitals: ["Port-aux-Français"],
      demonym: "French",
      population: 400),
    SampleCountries.make(
      "JE", "Jersey", capitals: ["Saint Helier"], demonym: "Channel Islander", population: 100_800),
    SampleCountries.make(
      "GG", "Guernsey", capitals: ["St. Peter Port"], demonym: "Channel Islander",
      population: 62_999),
    SampleCountries.make("NO", "Norway", capitals: ["Oslo"], demonym: "Norwegian"),
    SampleCountries.make("NZ", "New Zealand", capitals: ["Wellington"]),
    SampleCountries.make(
      "DE", "Germany", capitals: ["Berlin"],
      translations: ["deu": "Deutschland", "fra": "Allemagne"]),
    SampleCountries.make(
      "CI", "Ivory Coast", capitals: ["Yamoussoukro"], alternates: ["Côte d'Ivoire"]),
    SampleCountries.make("CW", "Curaçao", capitals: ["Willemstad"]),
    SampleCountries.make("BA", "Bosnia and Herzegovina", capitals: ["Sarajevo"]),
    SampleCountries.make("KN", "Saint Kitts and Nevis", capitals: ["Basseterre"]),
    SampleCountries.make("BE", "Belgium", capitals: ["Brussels"], official: "Kingdom of Belgium"),
    SampleCountries.make("TD", "Chad", capitals: ["N'Djamena"]),
    SampleCountries.make("CL", "Chile", capitals: ["Santiago"]),
    SampleCountries.make("PE", "Peru", capitals: ["Lima"]),
    SampleCountries.make(
      "AX", "Åland Islands", capitals: ["Mariehamn"], alternates: ["Aaland", "Aland"]),
    SampleCountries.make(
      "CN", "China", capitals: ["Beijing"], official: "People's Republic of China"),
    SampleCountries.make("TR", "Turkey", capitals: ["Ankara"]),
    SampleCountries.make("TM", "Turkmenistan", capitals: ["Ashgabat"]),
  ]

  static let interpreter = RuleBasedQuestionInterpreter(countries: countries)
}

func country(_ intent: Intent, _ code: String) -> Question {
  Question(intent: intent, subject: .country(code))
}
