extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in English: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let englishTellApart: [String: String] = [
    "TD-RO":
      "Chad's blue is darker (indigo) than Romania's cobalt blue, and its yellow more golden.",
    "ID-MC":
      "Both are red over white; Indonesia's flag is longer (2:3), Monaco's squarer (4:5).",
    "NL-LU":
      "Luxembourg's blue is a light sky blue and its flag longer; the Netherlands' blue is darker.",
    "AU-NZ":
      "Australia has white stars and a big seven-pointed star under the Union Jack; New Zealand has four red stars edged in white.",
    "IE-CI":
      "Ireland has green by the pole and orange at the end; Côte d'Ivoire has orange by the pole and green at the end.",
    "NO-IS":
      "Norway is red with a blue cross edged in white; Iceland is blue with a red cross edged in white.",
    "SN-ML":
      "Both are green, yellow and red; Senegal has a green star in the middle, Mali none.",
    "SK-SI":
      "Slovakia's shield has a white double cross on blue hills; Slovenia's shows a white mountain under three gold stars, higher in the corner.",
    "CO-EC":
      "Both are yellow, blue and red with yellow twice as wide; Ecuador has its coat of arms, a condor, in the middle.",
    "GN-ML":
      "Guinea reads red, yellow, green from the pole; Mali reads green, yellow, red.",
    "IT-MX":
      "Mexico has its coat of arms, an eagle on a cactus, in the middle, and a darker green; Italy has none.",
    "BE-DE":
      "Belgium's black, yellow and red stripes stand upright; Germany's black, red and gold lie flat.",
  ]
}
