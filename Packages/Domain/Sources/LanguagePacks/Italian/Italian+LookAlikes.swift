extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in Italian: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let italianTellApart: [String: String] = [
    "TD-RO":
      "il blu del Ciad è più scuro (indaco) del blu cobalto della Romania, e il suo giallo più dorato.",
    "ID-MC":
      "entrambe sono rosso sopra bianco; quella dell’Indonesia è più lunga (2:3), quella di Monaco più quadrata (4:5).",
    "NL-LU":
      "il blu del Lussemburgo è un azzurro chiaro e la bandiera più lunga; quello dei Paesi Bassi è più scuro.",
    "AU-NZ":
      "l’Australia ha stelle bianche e una grande stella a sette punte sotto la Union Jack; la Nuova Zelanda quattro stelle rosse bordate di bianco.",
    "IE-CI":
      "l’Irlanda ha il verde vicino all’asta e l’arancione in fondo; la Costa d’Avorio l’arancione vicino all’asta e il verde in fondo.",
    "NO-IS":
      "la Norvegia è rossa con una croce blu bordata di bianco; l’Islanda è blu con una croce rossa bordata di bianco.",
    "SN-ML":
      "entrambe sono verde, giallo e rosso; il Senegal ha una stella verde al centro, il Mali nessuna.",
    "SK-SI":
      "lo stemma slovacco ha una doppia croce bianca su colline blu; quello sloveno una montagna bianca sotto tre stelle d’oro, più in alto nell’angolo.",
    "CO-EC":
      "entrambe sono giallo, blu e rosso con il giallo largo il doppio; l’Ecuador ha il suo stemma, con un condor, al centro.",
    "GN-ML":
      "la Guinea si legge rosso, giallo, verde dall’asta; il Mali verde, giallo, rosso.",
    "IT-MX":
      "il Messico ha il suo stemma, un’aquila su un cactus, al centro, e un verde più scuro; l’Italia niente.",
    "BE-DE":
      "le strisce nera, gialla e rossa del Belgio sono verticali; quelle della Germania, nera, rossa e oro, orizzontali.",
  ]
}
