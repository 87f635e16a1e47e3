extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in Spanish: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let spanishTellApart: [String: String] = [
    "TD-RO":
      "el azul de Chad es más oscuro (añil) que el azul cobalto de Rumania, y su amarillo más dorado.",
    "ID-MC":
      "ambas son rojo sobre blanco; la de Indonesia es más alargada (2:3) y la de Mónaco más cuadrada (4:5).",
    "NL-LU":
      "el azul de Luxemburgo es celeste claro y su bandera más larga; el de los Países Bajos es más oscuro.",
    "AU-NZ":
      "Australia tiene estrellas blancas y una gran estrella de siete puntas bajo la Union Jack; Nueva Zelanda, cuatro estrellas rojas con borde blanco.",
    "IE-CI":
      "Irlanda tiene el verde junto al asta y el naranja al final; Costa de Marfil, el naranja junto al asta y el verde al final.",
    "NO-IS":
      "Noruega es roja con una cruz azul bordeada de blanco; Islandia es azul con una cruz roja bordeada de blanco.",
    "SN-ML":
      "ambas son verde, amarillo y rojo; Senegal tiene una estrella verde en el centro y Malí ninguna.",
    "SK-SI":
      "el escudo eslovaco lleva una cruz doble blanca sobre colinas azules; el esloveno, una montaña blanca bajo tres estrellas doradas, más arriba en la esquina.",
    "CO-EC":
      "ambas son amarillo, azul y rojo con el amarillo el doble de ancho; Ecuador lleva su escudo, con un cóndor, en el centro.",
    "GN-ML":
      "Guinea va rojo, amarillo, verde desde el asta; Malí, verde, amarillo, rojo.",
    "IT-MX":
      "México lleva su escudo, un águila sobre un nopal, en el centro, y un verde más oscuro; Italia no lleva nada.",
    "BE-DE":
      "las franjas negra, amarilla y roja de Bélgica son verticales; las de Alemania, negra, roja y dorada, horizontales.",
  ]
}
