import Domain

/// The words a Spanish question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let spanish = QualifierWords(
    facts: [
      .density: ["poblacion", "poblado", "poblada", "habitantes"],
      .gdp: ["economia", "total", "dolares"],
      .gdpPerCapita: ["rico", "rica", "medio", "renta", "ingreso", "pib", "dolares"],
      .hdi: ["indice"],
      .gini: ["indice", "coeficiente", "ingresos"],
      .overview: ["algo", "mas", "todo"],
      .population: [
        "existen", "viven", "hay", "total", "actual", "actualmente", "aproximadamente", "hoy",
      ],
      .area: ["total"],
      .callingCode: ["internacional", "telefonico"],
      .tld: ["extension", "sitio", "web"],
      .currency: [
        "usa", "usan", "utiliza", "utilizan", "paga", "oficial", "local", "nacional", "dinero",
        "pagar", "pagan",
      ],
      .languages: ["oficial", "oficiales", "nacional", "principal", "principales"],
      .drivingSide: [
        "izquierda", "derecha", "coches", "carros", "autos", "trafico", "carretera", "lado",
        "conducen", "manejan",
      ],
    ],
    general: ["muestrame", "muestra", "ensename", "dime", "dame", "quiero", "saber"])
}
