extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in French: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let frenchTellApart: [String: String] = [
    "TD-RO":
      "le bleu du Tchad est plus foncé (indigo) que le bleu cobalt de la Roumanie, et son jaune plus doré.",
    "ID-MC":
      "tous deux sont rouge sur blanc ; celui de l’Indonésie est plus allongé (2:3), celui de Monaco plus carré (4:5).",
    "NL-LU":
      "le bleu du Luxembourg est un bleu ciel clair et son drapeau plus long ; celui des Pays-Bas est plus foncé.",
    "AU-NZ":
      "l’Australie a des étoiles blanches et une grande étoile à sept branches sous l’Union Jack ; la Nouvelle-Zélande a quatre étoiles rouges bordées de blanc.",
    "IE-CI":
      "l’Irlande a le vert côté hampe et l’orange au bout ; la Côte d’Ivoire a l’orange côté hampe et le vert au bout.",
    "NO-IS":
      "la Norvège est rouge avec une croix bleue bordée de blanc ; l’Islande est bleue avec une croix rouge bordée de blanc.",
    "SN-ML":
      "tous deux sont vert, jaune et rouge ; le Sénégal a une étoile verte au centre, le Mali aucune.",
    "SK-SI":
      "l’écu slovaque porte une double croix blanche sur des collines bleues ; l’écu slovène montre une montagne blanche sous trois étoiles dorées, plus haut dans le coin.",
    "CO-EC":
      "tous deux sont jaune, bleu et rouge, le jaune deux fois plus large ; l’Équateur a ses armoiries, un condor, au centre.",
    "GN-ML":
      "la Guinée se lit rouge, jaune, vert depuis la hampe ; le Mali vert, jaune, rouge.",
    "IT-MX":
      "le Mexique a ses armoiries, un aigle sur un cactus, au centre, et un vert plus foncé ; l’Italie n’en a pas.",
    "BE-DE":
      "les bandes noire, jaune et rouge de la Belgique sont verticales ; celles de l’Allemagne, noire, rouge et or, horizontales.",
  ]
}
