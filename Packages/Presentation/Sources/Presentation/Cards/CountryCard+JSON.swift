import Domain

extension CountryCard {
  /// The card as a JSON object: the structured facts, the worded rows (`facts`) and the links.
  public var jsonObject: JSONObjectWriter { jsonObject(flagImages: .data) }

  /// The card with its flag image linked as `flagImages` says.
  public func jsonObject(flagImages: FlagImageLinks) -> JSONObjectWriter {
    var json = JSONObjectWriter()
    json.add("code", code)
    json.add("language", language.localeIdentifier)
    json.add("flag", flagEmoji)
    json.add("image", flagImages.url(code: code, dataURL: flagImageURL))
    json.add("flagDescription", flagDescription)
    json.add("name", commonName)
    json.add("officialName", officialName)
    json.add("capitals", capitals)
    json.add("population", integer: population)
    json.add("area", number: area)
    json.add("region", region)
    json.add("subregion", subregion)
    json.add("languages", languages)
    json.add(
      "currencies",
      objects: currencies.map { currency in
        var object = JSONObjectWriter()
        object.add("code", currency.code)
        object.add("name", currency.name)
        object.add("symbol", currency.symbol)
        return object
      })
    json.add(
      "neighbours",
      objects: neighbours.map { neighbour in
        var object = JSONObjectWriter()
        object.add("code", neighbour.code)
        object.add("name", neighbour.name)
        return object
      })
    json.add("callingCodes", callingCodes)
    json.add("timezones", timezones)
    json.add("drivingSide", drivingSide?.rawValue)
    var maps = JSONObjectWriter()
    for link in links {
      maps.add(link.label == "OpenStreetMap" ? "openStreetMap" : "googleMaps", link.url)
    }
    json.add("maps", object: maps)
    json.add(
      "links",
      objects: links.map { link in
        var object = JSONObjectWriter()
        object.add("label", link.label)
        object.add("url", link.url)
        return object
      })
    json.add(
      "facts",
      objects: facts.map { fact in
        var object = JSONObjectWriter()
        object.add("label", fact.label)
        object.add("value", fact.value)
        return object
      })
    json.add("summary", summary)
    json.add("dataAsOf", dataAsOf)
    json.add("dataSource", dataSource)
    json.add("dataOrigin", dataOrigin)
    return json
  }
}
