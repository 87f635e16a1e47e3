import Domain

/// Os costumes e os códigos em português: primeiro dia da semana, relógio, sistema de medidas,
/// códigos FIFA, COI e de veículos, códigos postais, hino e religiões (placeholders as in
/// English's `English+Conventions.swift`).
extension FactTable {
  static let portugueseConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "primeiro dia da semana", "comeca a semana", "semana comeca", "inicio da semana",
        "inicia a semana", "semana inicia",
      ],
      allowedTopics: [
        "dia", "semana", "comeca", "inicia", "primeiro", "segunda", "feira", "domingo", "sabado",
        "sexta", "calendario",
      ],
      asks: "o primeiro dia da sua semana",
      example: "Em que dia começa a semana {in country}?",
      says: [
        .one: "{in country}, o primeiro dia da semana é {value}.",
        .none: "Os meus dados não dizem em que dia começa a semana {in country}.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 horas", "24h", "12 horas", "12h", "formato de hora", "formato horario", "am pm",
        "relogio de 24", "relogio de 12",
      ],
      allowedTopics: [
        "hora", "horas", "relogio", "formato", "usa", "usam", "utiliza", "utilizam", "ou",
        "escreve", "escrevem",
      ],
      asks: "o seu relógio de 12 ou 24 horas",
      example: "{in country} usam o formato de 24 horas?",
      says: [
        .one: "{in country}, as horas escrevem-se normalmente no formato de 24 horas (17:30).",
        .pair: "{in country}, as horas escrevem-se normalmente no formato de 12 horas (5:30 pm).",
        .none: "Não sei que formato de hora se usa {in country}.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "sistema metrico", "metrico", "imperial", "sistema de medidas", "sistema de medida",
        "unidades de medida", "sistema imperial", "unidades imperiais", "milhas ou quilometros",
      ],
      allowedTopics: [
        "sistema", "unidades", "unidade", "medida", "medidas", "usa", "usam", "utiliza",
        "utilizam", "milhas", "quilometros", "libras", "quilos",
      ],
      asks: "o seu sistema de medidas", example: "Qual é o sistema de medidas {of country}?",
      says: [
        .yes: "{in country} usa-se o sistema métrico.",
        .pair:
          "{in country} usa-se o sistema métrico, com unidades imperiais ainda de uso corrente (milhas, pints).",
        .no:
          "{in country} não se usa o sistema métrico, mas as unidades americanas (milhas, libras, galões).",
        .none: "Não sei que sistema de medidas se usa {in country}.",
      ]),
    .fifaCode: FactWords(
      cues: ["codigo fifa", "codigo da fifa", "abreviatura fifa", "sigla fifa"],
      allowedTopics: ["fifa", "futebol", "selecao", "letras", "tres"],
      asks: "o seu código FIFA", example: "Qual é o código FIFA {of country}?",
      says: [
        .one: "O código FIFA {of country} é {value}.",
        .none: "Os meus dados não têm código FIFA para {the country}.",
      ]),
    .iocCode: FactWords(
      cues: ["codigo coi", "codigo do coi", "codigo olimpico", "sigla olimpica", "codigo ioc"],
      allowedTopics: ["coi", "ioc", "olimpico", "olimpicos", "jogos", "letras", "tres"],
      asks: "o seu código COI", example: "Qual é o código olímpico {of country}?",
      says: [
        .one: "O código COI {of country} é {value}.",
        .none: "Os meus dados não têm código COI para {the country}.",
      ]),
    .vehicleCode: portugueseVehicleCues.worded(
      asks: "o seu código internacional de veículos",
      example: "Qual é o código internacional de veículos {of country}?",
      says: [
        .one: "O código internacional de veículos {of country} é {value}.",
        .many: "{the country} tem {count} códigos internacionais de veículos: {value}.",
        .none: "Os meus dados não têm código internacional de veículos para {the country}.",
      ]),
    .reverseVehicleCode: portugueseVehicleCues.worded(
      asks: "um código de matrícula",
      example: "Que país tem o código de matrícula CH?",
      says: [
        .one: "{value} é o código internacional de veículos {of country}.",
        .pair:
          "{value} é o código internacional de veículos {of country}, usado também por {other}.",
        .many: "{the country} tem {count} códigos internacionais de veículos: {value}.",
      ]),
    .postalCode: FactWords(
      cues: ["codigo postal", "codigos postais", "cep", "formato postal"],
      exact: ["cep"],
      allowedTopics: ["formato", "digitos", "algarismos", "letras", "quantos", "escreve"],
      asks: "o formato dos seus códigos postais",
      example: "Qual é o formato do código postal {in country}?",
      says: [
        .one: "Os códigos postais {in country} têm {value} dígitos.",
        .pair: "Os códigos postais {in country} escrevem-se {value} (# é um dígito, @ uma letra).",
        .none: "Os meus dados não têm formato de código postal para {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["hino", "hinos", "hino nacional", "cancao nacional"],
      allowedTopics: ["nacional", "cancao", "titulo", "nome", "chama"],
      asks: "o seu hino nacional", example: "Qual é o hino nacional {of country}?",
      says: [
        .one: "O hino nacional {of country} é «{value}».",
        .none: "Os meus dados não nomeiam o hino nacional {of country}.",
      ]),
    .religion: FactWords(
      cues: ["religiao", "religioes", "religiosa", "religioso", "crencas", "fe"],
      exact: ["fe"],
      allowedTopics: [
        "principal", "principais", "maioritaria", "predominante", "dominante", "praticada",
        "percentagem", "porcentagem", "pessoas",
      ],
      asks: "as suas religiões principais",
      example: "Qual é a religião principal {of country}?",
      says: [
        .one: "A religião principal {of country} é {value} (dados de {date}).",
        .many: "As religiões principais {of country}: {value} (dados de {date}).",
        .none: "Os meus dados não têm números sobre a religião {of country}.",
      ]),
  ]

  static let portugueseVehicleCues = FactWords(
    cues: [
      "codigo de matricula", "matricula", "matriculas", "placa", "placas", "codigo de veiculos",
      "codigo de veiculo", "codigo automovel", "codigo do carro", "autocolante", "distintivo",
      "codigo internacional de veiculos",
    ],
    allowedTopics: [
      "internacional", "codigo", "codigos", "carro", "carros", "automovel", "veiculo",
      "veiculos", "letras", "letra", "oval",
    ])
}

extension ConventionWords {
  public static let portuguese = ConventionWords(
    weekdays: [
      "monday": "segunda-feira", "tuesday": "terça-feira", "wednesday": "quarta-feira",
      "thursday": "quinta-feira", "friday": "sexta-feira", "saturday": "sábado",
      "sunday": "domingo",
    ],
    religions: [
      "christianity": "cristianismo", "islam": "islão", "hinduism": "hinduísmo",
      "buddhism": "budismo", "judaism": "judaísmo", "sikhism": "siquismo", "jainism": "jainismo",
      "taoism": "taoísmo", "bahai": "fé bahá'í", "rastafari": "rastafarianismo",
      "druze": "drusismo", "spiritism": "espiritismo", "folk": "religiões tradicionais",
      "irreligion": "sem religião",
    ],
    share: "{value} ({count} %)")
}
