import Domain

/// Who governs, in English: heads of state and government, the kind of government, the seat of
/// government and the state a territory belongs to. `{date}` is the data's month ("February 2026"),
/// `{value}` a leader ("President Emmanuel Macron"), a kind of government or a city, `{other}` the
/// capital, `{role}` the office the question named, `{of other}` the state a territory belongs to.
extension FactTable {
  static let englishGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "president", "king", "queen", "monarch", "emperor", "emir", "sultan", "pope",
        "head of state", "leader", "leads", "heads", "ruler", "runs", "governs", "in charge",
        "governor general", "governor", "grand duke", "supreme leader", "co prince",
        "captain regent", "presidents",
      ],
      exact: ["emir", "pope", "runs", "leads", "ruler", "king", "queen", "heads"],
      allowedTopics: ["president", "king", "queen", "leader", "current", "currently", "now"],
      asks: "who heads it", example: "Who is the president of {country}?",
      says: [
        .one: "As of {date}, the head of state {of country} is {value}.",
        .many: "As of {date}, {the country} has {count} heads of state: {value}.",
        .both: "As of {date}, {value} is both head of state and head of government {of country}.",
        .then: "The head of government is {value}.",
        .none: "The data names no head of state {of country}.",
        .territory:
          "The data names no leader of its own for {the country}, a territory {of other}.",
        .noOffice: "No one is {role} {of country}.",
        .office: "As of {date}, {value} is {role} {of country}.",
        .belongs: "{the country} is a territory {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "prime minister", "premier", "chancellor", "head of government", "taoiseach",
        "chief executive", "pm",
      ],
      exact: ["pm"],
      allowedTopics: ["prime", "minister", "current", "currently", "now"],
      asks: "who heads its government", example: "Who is the prime minister of {country}?",
      says: [
        .one: "As of {date}, the head of government {of country} is {value}.",
        .both: "As of {date}, {value} is both head of state and head of government {of country}.",
        .then: "The head of state is {value}.",
        .none: "The data names no head of government {of country}.",
        .territory:
          "The data names no leader of its own for {the country}, a territory {of other}.",
        .noOffice: "No one is {role} {of country}.",
        .office: "As of {date}, {value} is {role} {of country}.",
        .belongs: "{the country} is a territory {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "type of government", "form of government", "kind of government", "system of government",
        "government system", "political system", "government", "monarchy", "republic",
      ],
      exact: ["monarchy", "republic"],
      allowedTopics: ["type", "form", "kind", "system", "political"],
      asks: "its kind of government", example: "What type of government does {country} have?",
      says: [
        .one: "As of {date}, {the country} is {value}.",
        .then: "Its head of state is {value}.",
        .none: "The data does not say clearly what kind of government {the country} has.",
        .territory: "{the country} is not a sovereign state: it is a territory {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: [
        "seat of government", "seat of the government", "government seat", "government sit",
        "government sits", "government based", "administrative capital", "government located",
      ],
      allowedTopics: ["seat", "sit", "sits", "based", "located", "administrative", "where"],
      asks: "its seat of government",
      example: "What is the seat of government of {country}?",
      says: [
        .one: "The seat of government {of country} is {value}; its capital is {other}.",
        .both: "{value} is both the capital {of country} and its seat of government.",
        .many:
          "The government {of country} sits in several cities: {value}; its capital is {other}.",
        .none: "I know of no seat of government {of country} other than its capital.",
      ]),
    .sovereignState: FactWords(
      cues: [
        "belong to", "belongs to", "part of", "territory of", "owns", "owned by", "sovereign",
        "sovereignty", "dependency of", "controls",
      ],
      allowedTopics: ["belong", "belongs", "part", "territory", "owned", "country", "state"],
      asks: "the state it belongs to", example: "Which country does {country} belong to?",
      says: [
        .one: "{the country} is a territory {of other}.",
        .yes: "Yes: {the country} is a territory {of other}.",
        .no: "No: {the country} is a territory {of other}.",
        .none: "{the country} is a sovereign state: it belongs to no other country.",
        .unsaid: "The data names no state that {the country} belongs to.",
      ]),
  ]
}

extension GovernsWords {
  public static let english = GovernsWords(
    offices: [
      .president: "President", .primeMinister: "Prime Minister", .chancellor: "Chancellor",
      .premier: "Premier", .chiefExecutive: "Chief Executive", .king: "King", .queen: "Queen",
      .emperor: "Emperor", .emir: "Emir", .sultan: "Sultan", .grandDuke: "Grand Duke",
      .prince: "Prince", .pope: "Pope", .supremeLeader: "Supreme Leader", .coPrince: "Co-Prince",
      .captainRegent: "Captain Regent", .governorGeneral: "Governor-General",
      .governor: "Governor", .monarch: "Monarch",
    ],
    officeCues: [
      .president: ["president", "presidents"],
      .primeMinister: ["prime minister", "pm", "taoiseach"],
      .chancellor: ["chancellor"], .premier: ["premier"], .chiefExecutive: ["chief executive"],
      .king: ["king"], .queen: ["queen"], .emperor: ["emperor"], .emir: ["emir"],
      .sultan: ["sultan"], .grandDuke: ["grand duke"], .pope: ["pope"],
      .supremeLeader: ["supreme leader"], .coPrince: ["co prince"],
      .captainRegent: ["captain regent"], .governorGeneral: ["governor general"],
      .governor: ["governor"], .monarch: ["monarch"],
    ],
    systems: [
      .presidentialRepublic: "a presidential republic",
      .semiPresidentialRepublic: "a semi-presidential republic",
      .parliamentaryRepublic: "a parliamentary republic",
      .parliamentaryRepublicWithExecutivePresident:
        "a parliamentary republic with an executive president",
      .directorialRepublic: "a directorial republic",
      .constitutionalMonarchy: "a constitutional monarchy",
      .semiConstitutionalMonarchy: "a semi-constitutional monarchy",
      .absoluteMonarchy: "an absolute monarchy",
      .parliamentaryCoPrincipality: "a parliamentary co-principality",
      .theocracy: "a theocracy", .islamicRepublic: "an Islamic republic",
      .communistState: "a one-party communist state",
      .militaryJunta: "ruled by a military junta",
    ],
    branches: [.executive: "executive", .legislative: "legislative", .judicial: "judicial"],
    leader: "{office} {name}", titled: "{name} ({office})",
    pastWords: [
      "was", "were", "former", "previous", "formerly", "past", "before", "first", "last", "used",
      "history", "ex",
    ])
}
