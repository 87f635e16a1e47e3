import Foundation
import LoopbackHTTP
import Testing

/// Cards, places and the browser's location in the web chat (issue 16), in headless Chromium.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebExploreTests {
  @Test(arguments: [1100, 390])
  func page_showsACardWithARealFlagImage_factsInAGrid_andMapLinks(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try phone(width: width)
    try browser.open(daemon.url)
    // Records every flag image the page builds, whether or not it can load.
    try browser.evaluate(
      """
      window.flagImages = [];
      new MutationObserver(records => { for (const record of records) for (const node of record.addedNodes)
        if (node.querySelectorAll) for (const image of node.querySelectorAll('img.card-flag')) window.flagImages.push(image.src);
      }).observe(document.getElementById('log'), {childList: true, subtree: true});
      """)

    try ask("tell me about Japan", browser)

    try browser.waitFor("Tokyo", in: "return document.querySelector('#log .card')?.innerText ?? ''")
    let images = try browser.evaluate("return [...new Set(window.flagImages)]") as? [String]
    #expect(images == [daemon.url.absoluteString + "flags/JP.svg"])
    // Loaded from the daemon itself, offline too: never the emoji, never a broken image.
    try browser.waitFor(
      "shown image",
      in: """
        const image = document.querySelector('#log .card img.card-flag');
        const emoji = document.querySelector('#log .card .emoji');
        if (image && image.complete && image.naturalWidth > 0) return 'shown image';
        if (!image && !emoji.hidden && emoji.textContent === '🇯🇵') return 'shown emoji';
        return 'waiting';
        """)
    let facts =
      try browser.evaluate(
        "return [...document.querySelectorAll('#log .card dt')].map(e => e.textContent).join('|')")
      as? String
    #expect(facts?.contains("Capital|Population|Area|Region") == true)
    #expect(facts?.hasSuffix("Drives on|Data") == true)
    let columns =
      try browser.evaluate(
        "return getComputedStyle(document.querySelector('#log .card .facts')).gridTemplateColumns.split(' ').length"
      ) as? Int
    let viewport = try browser.evaluate("return window.innerWidth") as? Int
    #expect(columns == (width > 500 ? 2 : 1), "viewport \(viewport ?? 0)")
    let links =
      try browser.evaluate(
        "return [...document.querySelectorAll('#log .card .links a')].map(a => a.href).join(' ')")
      as? String
    #expect(links?.contains("https://www.openstreetmap.org/relation/382313") == true)
    let overflow =
      try browser.evaluate(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
      as? Int
    #expect(overflow == 0, "the card is wider than the page")
  }

  @Test(arguments: [1100, 390])
  func page_asksTheBrowserForItsLocationOnlyForANearMeQuestion(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try phone(width: width)
    try browser.open(daemon.url)
    try browser.devTools(
      "Browser.grantPermissions",
      ["permissions": ["geolocation"], "origin": daemon.url.absoluteString])
    try browser.devTools(
      "Emulation.setGeolocationOverride",
      ["latitude": -12.05, "longitude": -77.04, "accuracy": 10])
    try countLocationRequests(browser)
    try ask("capital of peru", browser)
    try browser.waitFor("Lima", in: logText)
    #expect(try browser.evaluate("return window.locationRequests") as? Int == 0)

    try ask("countries near me", browser)

    try browser.waitFor("You are in or near 12.05° S, 77.04° W, from your browser.", in: logText)
    #expect(try browser.evaluate("return window.locationRequests") as? Int == 1)
    let places =
      try browser.evaluate(
        "return [...document.querySelectorAll('#log .places li')].map(e => e.innerText).join('|')")
      as? String
    let rows = places?.split(separator: "|") ?? []
    #expect(rows.count == 10)
    #expect(rows.first?.contains("Peru") == true)
    #expect(rows.first?.contains(" km (") == true)
  }

  @Test func page_saysClearlyWhenTheBrowserRefusesItsLocation() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    try browser.devTools(
      "Browser.setPermission",
      [
        "permission": ["name": "geolocation"], "setting": "denied",
        "origin": daemon.url.absoluteString,
      ])

    try ask("what's around here", browser)

    try browser.waitFor(
      "Your browser did not share your location (permission denied).", in: logText)
    try browser.waitFor("Which countries are closest to Peru?", in: logText)
  }

  @Test(arguments: [1100, 390])
  func page_keepsStarredFavouritesAcrossAReload(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try phone(width: width)
    try browser.open(daemon.url)
    try ask("tell me about Peru", browser)
    try browser.waitFor("Lima", in: "return document.querySelector('#log .card')?.innerText ?? ''")

    try browser.click(try browser.element("#log .card button.star"))

    try browser.waitFor("one of your favourites now", in: logText)
    try browser.waitFor(
      "true",
      in: "return document.querySelector('#log .card button.star').getAttribute('aria-pressed')")
    try browser.open(daemon.url)
    try ask("my favourites", browser)
    try browser.waitFor(
      "Peru", in: "return document.querySelector('#log .compact-card')?.innerText ?? ''")
    #expect(
      try browser.evaluate(
        "return document.querySelector('#log .compact-card button.star').getAttribute('aria-pressed')"
      )
        as? String == "true")
    let stored =
      try browser.evaluate("return localStorage.getItem('country-quiz.profile')") as? String
    #expect(stored?.contains("\"PE\"") == true)
  }

  @Test func page_inFrench_labelsACardsStarFlagAndMapsAndItsGamePanelInFrench() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, language: "fr")
    try browser.open(daemon.url)
    // The flag image goes once it fails to load (offline, as in CI): keep its text as built.
    try browser.evaluate(
      """
      window.flagAlts = [];
      new MutationObserver(records => { for (const record of records) for (const node of record.addedNodes)
        if (node.querySelectorAll) for (const image of node.querySelectorAll('img.card-flag')) window.flagAlts.push(image.alt);
      }).observe(document.getElementById('log'), {childList: true, subtree: true});
      """)

    try ask("Japon : donne-moi des infos", browser)

    try browser.waitFor("Tokyo", in: "return document.querySelector('#log .card')?.innerText ?? ''")
    let labels =
      try browser.evaluate(
        """
        const card = document.querySelector('#log .card');
        return [card.querySelector('.star').getAttribute('aria-label'),
          card.querySelector('nav').getAttribute('aria-label'), ...new Set(window.flagAlts),
          document.getElementById('game').getAttribute('aria-label'),
          document.getElementById('game-flag').alt].join('|');
        """) as? String
    #expect(labels == "Favori : Japon|Cartes|Drapeau : Japon|Jeu|Le drapeau à deviner")
    try ask("quiz", browser)
    try browser.waitFor(
      "Question", in: "return document.getElementById('game-progress').textContent")
    #expect(
      try browser.evaluate("return document.getElementById('game-mode').textContent") as? String
        == "Mélange")
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"

  /// A browser whose page is `width` CSS pixels wide: headless Chromium's window is at least 500 px
  /// wide, so a phone's width is emulated through the DevTools protocol.
  private func phone(width: Int) throws -> WebDriver {
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: max(width, 500))
    if width < 500 {
      try browser.devTools(
        "Emulation.setDeviceMetricsOverride",
        ["width": width, "height": 844, "deviceScaleFactor": 2, "mobile": true])
    }
    return browser
  }

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  /// Counts the page's calls to the geolocation API, which must come only when a question needs it.
  private func countLocationRequests(_ browser: WebDriver) throws {
    try browser.evaluate(
      """
      window.locationRequests = 0;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => { window.locationRequests++; return original(...args); };
      """)
  }
}
