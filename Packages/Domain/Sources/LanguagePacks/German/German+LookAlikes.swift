extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in German: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let germanTellApart: [String: String] = [
    "TD-RO":
      "Das Blau des Tschad ist dunkler (Indigo) als Rumäniens Kobaltblau, sein Gelb goldener.",
    "ID-MC":
      "Beide sind Rot über Weiß; Indonesiens Flagge ist länger (2:3), die Monacos fast quadratisch (4:5).",
    "NL-LU":
      "Luxemburgs Blau ist ein helles Himmelblau und die Flagge länger; das Blau der Niederlande ist dunkler.",
    "AU-NZ":
      "Australien hat weiße Sterne und einen großen siebenzackigen Stern unter dem Union Jack; Neuseeland vier rote, weiß umrandete Sterne.",
    "IE-CI":
      "Irland hat Grün am Mast und Orange außen; die Elfenbeinküste Orange am Mast und Grün außen.",
    "NO-IS":
      "Norwegen ist rot mit blauem, weiß gesäumtem Kreuz; Island blau mit rotem, weiß gesäumtem Kreuz.",
    "SN-ML":
      "Beide sind Grün, Gelb, Rot; Senegal hat einen grünen Stern in der Mitte, Mali keinen.",
    "SK-SI":
      "Das slowakische Wappen zeigt ein weißes Doppelkreuz auf blauen Hügeln; das slowenische einen weißen Berg unter drei goldenen Sternen, höher in der Ecke.",
    "CO-EC":
      "Beide sind Gelb, Blau, Rot mit doppelt so breitem Gelb; Ecuador trägt sein Wappen mit einem Kondor in der Mitte.",
    "GN-ML":
      "Guinea liest sich vom Mast aus Rot, Gelb, Grün; Mali Grün, Gelb, Rot.",
    "IT-MX":
      "Mexiko trägt sein Wappen, einen Adler auf einem Kaktus, in der Mitte und ein dunkleres Grün; Italien keines.",
    "BE-DE":
      "Belgiens Streifen Schwarz, Gelb, Rot stehen senkrecht; Deutschlands Schwarz, Rot, Gold liegen waagerecht.",
  ]
}
