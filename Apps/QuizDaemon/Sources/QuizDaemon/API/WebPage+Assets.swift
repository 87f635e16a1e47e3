extension WebPage {
  static let style = """
    :root{color-scheme:light dark;--me:#2563eb;--bot:#eef0f3;--err:#fde8e8;--ink:#111}
    @media (prefers-color-scheme:dark){:root{--bot:#2a2d33;--err:#4a1f1f;--ink:#eee}}
    *{box-sizing:border-box}
    body{margin:0;font:16px/1.4 system-ui,sans-serif;color:var(--ink)}
    main{max-width:40rem;margin:0 auto;padding:1rem;display:flex;flex-direction:column;min-height:100vh}
    h1{font-size:1.3rem;margin:0 0 .25rem}
    .hint{margin:0 0 1rem;opacity:.75;font-size:.9rem}
    #log{flex:1;display:flex;flex-direction:column;gap:.5rem;overflow-y:auto;padding-bottom:1rem}
    .bubble{max-width:85%;padding:.55rem .8rem;border-radius:1rem;white-space:pre-wrap;overflow-wrap:anywhere}
    .me{align-self:flex-end;background:var(--me);color:#fff;border-bottom-right-radius:.25rem}
    .bot{align-self:flex-start;background:var(--bot);border-bottom-left-radius:.25rem}
    .error{background:var(--err)}
    html{scroll-padding-bottom:5.5rem}
    .flag{display:block;font-size:4rem;line-height:1.1;height:1em;width:auto;margin-top:.3rem;border-radius:.15rem}
    .help,.about{font-size:.9rem}
    #commands{display:flex;gap:.35rem;margin:0 0 .75rem}
    #commands button{font-size:.85rem;padding:.15rem .6rem}
    .notice{display:block;font-size:.8rem;opacity:.75;margin-top:.3rem}
    .chips{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.45rem}
    button{font:inherit;border-radius:1rem;border:1px solid #888;padding:.3rem .75rem;background:transparent;color:inherit;cursor:pointer}
    button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
    .typing{opacity:.7;font-style:italic}
    form{display:flex;gap:.5rem;position:sticky;bottom:0;padding:.5rem 0;background:Canvas}
    input{flex:1;min-width:0;font:inherit;padding:.6rem .8rem;border-radius:1.2rem;border:1px solid #888;background:transparent;color:inherit}
    #send{background:var(--me);color:#fff;border-color:var(--me)}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    #game{position:sticky;top:0;z-index:1;background:Canvas;border:2px solid var(--me);border-radius:.8rem;padding:.6rem .8rem;margin:0 0 .75rem}
    #game[hidden]{display:none}
    .game-bar{display:flex;flex-wrap:wrap;gap:.3rem 1rem;font-size:.9rem;font-variant-numeric:tabular-nums}
    #game-timer{margin-left:auto;font-weight:700}
    #game-timer.low{color:#dc2626}
    #game-question{font-size:1.15rem;font-weight:600;margin:.4rem 0}
    #game-flag{display:block;max-width:100%;height:5rem;width:auto;border:1px solid #8884;margin:.2rem 0 .4rem}
    #game-flag[hidden]{display:none}
    .game-actions{display:flex;flex-wrap:wrap;gap:.35rem}
    .game-actions button{font-size:.85rem;padding:.15rem .6rem}
    .right{border-left:4px solid #16a34a}
    .wrong{border-left:4px solid #dc2626}
    .card-bubble{max-width:100%;width:100%;white-space:normal}
    .card{display:grid;gap:.6rem}
    .card header{display:flex;gap:.75rem;align-items:center}
    .card-flag{width:5rem;height:auto;border-radius:.2rem;box-shadow:0 0 0 1px #8886}
    .card-flag.small{width:2.5rem}
    .compact-card .emoji{font-size:2rem}
    .card .emoji{font-size:3rem;line-height:1}
    .card h2{font-size:1.2rem;margin:0}
    .card .official{margin:0;font-size:.85rem;opacity:.75}
    .facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .8rem;margin:0}
    .facts dt{font-weight:600;opacity:.8}
    .facts dd{margin:0;overflow-wrap:anywhere}
    .links{display:flex;gap:.4rem;flex-wrap:wrap;align-items:center}
    .links a{color:inherit}
    .star{font-size:1.1rem;padding:.1rem .6rem;margin-left:auto}
    .star[aria-pressed="true"]{background:#f59e0b;color:#111;border-color:#f59e0b}
    .places{list-style:none;margin:.4rem 0 0;padding:0;display:grid;gap:.25rem;white-space:normal}
    .places li{display:grid;grid-template-columns:1.6rem minmax(min-content,1fr) auto;gap:.5rem;align-items:center;overflow-wrap:normal}
    .places img{width:1.6rem;height:auto;border-radius:.1rem}
    .places .distance{opacity:.75;font-size:.9rem;text-align:right;white-space:nowrap}
    .compact{display:grid;gap:.35rem;margin-top:.4rem}
    @media (max-width:30rem){.facts{grid-template-columns:1fr}.facts dd{margin-bottom:.35rem}}
    """

  /// Rendering only: every line, commands included, goes to the engine behind `/v1/ask`; the page keeps
  /// the opaque context the last reply returned and sends it back, and keeps the person's profile
  /// (favourites, scores) in localStorage, sent with every question and replaced by the one a reply returns.
  static let script = """
    "use strict";
    const log = document.getElementById("log");
    const form = document.getElementById("ask");
    const input = document.getElementById("question");
    const token = new URLSearchParams(location.hash.slice(1)).get("token");
    const words = document.querySelector("main").dataset;
    let context = null;
    const game = {
      panel: document.getElementById("game"), mode: document.getElementById("game-mode"),
      score: document.getElementById("game-score"), progress: document.getElementById("game-progress"),
      timer: document.getElementById("game-timer"), question: document.getElementById("game-question"),
      flag: document.getElementById("game-flag"), deadline: null, asked: false
    };
    function clock(seconds) {
      const s = Math.max(0, Math.round(seconds));
      return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    }
    // Only rendering: the engine keeps the clock; when the shown time runs out the page asks the engine
    // for the score, and the engine ends the game.
    function tick() {
      if (game.deadline === null) return;
      const left = (game.deadline - Date.now()) / 1000;
      game.timer.textContent = clock(left);
      game.timer.classList.toggle("low", left <= 30);
      if (left <= 0 && !game.asked) {
        game.asked = true;
        send("score", false);
      }
    }
    setInterval(tick, 1000);
    function showGame(reply) {
      const state = reply.game;
      if (!state || state.over) {
        game.panel.hidden = true;
        game.deadline = null;
        return;
      }
      game.panel.hidden = false;
      game.mode.textContent = state.mode.replace("-", " ");
      const fill = (template, count) =>
        template.replace("{count}", count).replace("{total}", state.total);
      game.score.textContent = fill(words.gameScore, state.score);
      game.progress.textContent = state.found !== undefined
        ? fill(words.gameNamed, state.found) : fill(words.gameQuestion, state.asked);
      game.question.textContent = state.question || "";
      if (reply.image) {
        game.flag.src = reply.image;
        game.flag.hidden = false;
      } else {
        game.flag.hidden = true;
        game.flag.removeAttribute("src");
      }
      if (state.remainingSeconds !== undefined) {
        game.deadline = Date.now() + state.remainingSeconds * 1000;
        game.asked = false;
        tick();
      } else {
        game.deadline = null;
        game.timer.textContent = "";
      }
    }
    const profileKey = "country-quiz.profile";
    let profileWarning = null;
    function loadProfile() {
      let text = null;
      try { text = localStorage.getItem(profileKey); } catch (error) { return null; }
      if (text === null) return null;
      try {
        const value = JSON.parse(text);
        if (value && typeof value === "object" && !Array.isArray(value)) return value;
      } catch (error) {}
      try {
        localStorage.setItem(profileKey + ".corrupt", text);
        localStorage.removeItem(profileKey);
      } catch (error) {}
      profileWarning = words.profileLost;
      return null;
    }
    let profile = loadProfile();
    // Another tab's change reaches this one through the storage event, and each question carries the
    // profile as stored now, not as this tab last saw it.
    window.addEventListener("storage", event => {
      if (event.key !== profileKey) return;
      profile = loadProfile();
      refreshStars();
    });
    function list(value, key) {
      return value && Array.isArray(value[key]) ? value[key] : [];
    }
    // The reply's profile is this tab's change to the one it sent; another tab may have stored its own
    // change meanwhile. Apply the difference to what is stored now, so neither is lost.
    function merged(sent, reply, stored) {
      if (!stored) return reply;
      const before = list(sent, "favourites"), after = list(reply, "favourites");
      const favourites = list(stored, "favourites")
        .filter(code => !(before.includes(code) && !after.includes(code)));
      for (const code of after) if (!before.includes(code) && !favourites.includes(code)) favourites.push(code);
      const result = Object.assign({}, stored, {favourites});
      const sentGames = JSON.stringify(sent && sent.games), replyGames = JSON.stringify(reply.games);
      if (sentGames !== replyGames) result.games = reply.games;
      return result;
    }
    function keepProfile(sent, value) {
      profile = merged(sent, value, loadProfile());
      refreshStars();
      try { localStorage.setItem(profileKey, JSON.stringify(profile)); } catch (error) {}
    }
    // A stored profile the server refuses (too large, not valid JSON) is set aside under another key,
    // with a notice, so every later question is not refused with it.
    function setProfileAside() {
      try {
        localStorage.setItem(profileKey + ".refused", localStorage.getItem(profileKey) || "");
        localStorage.removeItem(profileKey);
      } catch (error) {}
      profile = null;
      refreshStars();
    }
    function bubble(kind, text) {
      const element = document.createElement("div");
      element.className = "bubble " + kind;
      element.textContent = text;
      log.appendChild(element);
      reveal(element);
      return element;
    }
    function reveal(element) {
      element.scrollIntoView({block: "end"});
    }
    function note(element, text) {
      const notice = document.createElement("span");
      notice.className = "notice";
      notice.textContent = text;
      element.appendChild(notice);
    }
    function chips(element, labels, onClick, kind) {
      const row = document.createElement("div");
      row.className = "chips";
      for (const label of labels) {
        const chip = document.createElement("button");
        chip.type = "button";
        chip.className = kind;
        chip.textContent = label;
        chip.addEventListener("click", () => onClick(label));
        row.appendChild(chip);
      }
      element.appendChild(row);
    }
    function flag(url, emoji, className, alt) {
      const fallback = document.createElement("span");
      fallback.className = "emoji";
      fallback.textContent = emoji;
      fallback.setAttribute("aria-hidden", "true");
      if (!url) return [fallback];
      const image = document.createElement("img");
      image.className = className;
      image.src = url;
      image.alt = alt;
      fallback.hidden = true;
      image.addEventListener("error", () => { image.remove(); fallback.hidden = false; });
      return [image, fallback];
    }
    function isFavourite(code) {
      return Boolean(profile && Array.isArray(profile.favourites) && profile.favourites.includes(code));
    }
    function refreshStars() {
      for (const star of document.querySelectorAll("button.star")) {
        const on = isFavourite(star.dataset.code);
        star.setAttribute("aria-pressed", on ? "true" : "false");
        star.textContent = on ? "★" : "☆";
      }
    }
    function star(data) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "star";
      button.dataset.code = data.code;
      button.setAttribute("aria-label", "Favourite: " + data.name);
      button.addEventListener("click", () => send((isFavourite(data.code) ? words.forget : words.remember) + " " + data.name, false));
      return button;
    }
    function compactCards(element, cards) {
      const list = document.createElement("div");
      list.className = "compact";
      for (const data of cards) {
        const row = document.createElement("article");
        row.className = "card compact-card";
        row.dataset.code = data.code;
        const header = document.createElement("header");
        for (const part of flag(data.image, data.flag, "card-flag small", "Flag of " + data.name)) header.appendChild(part);
        const titles = document.createElement("div");
        const name = document.createElement("h2");
        name.textContent = data.name;
        const summary = document.createElement("p");
        summary.className = "official";
        summary.textContent = data.summary;
        titles.append(name, summary);
        header.append(titles, star(data));
        row.appendChild(header);
        list.appendChild(row);
      }
      element.appendChild(list);
      refreshStars();
    }
    function card(element, data) {
      const box = document.createElement("article");
      box.className = "card";
      box.dataset.code = data.code;
      const header = document.createElement("header");
      for (const part of flag(data.image, data.flag, "card-flag", "Flag of " + data.name)) header.appendChild(part);
      const titles = document.createElement("div");
      const name = document.createElement("h2");
      name.textContent = data.name;
      titles.appendChild(name);
      if (data.officialName && data.officialName !== data.name) {
        const official = document.createElement("p");
        official.className = "official";
        official.textContent = data.officialName;
        titles.appendChild(official);
      }
      header.append(titles, star(data));
      box.appendChild(header);
      const facts = document.createElement("dl");
      facts.className = "facts";
      for (const fact of data.facts) {
        const term = document.createElement("dt");
        term.textContent = fact.label;
        const value = document.createElement("dd");
        value.textContent = fact.value;
        facts.append(term, value);
      }
      box.appendChild(facts);
      const links = document.createElement("nav");
      links.className = "links";
      links.setAttribute("aria-label", "Maps");
      for (const link of data.links || []) {
        if (!/^https?:\\/\\//i.test(link.url)) continue;
        const anchor = document.createElement("a");
        anchor.href = link.url;
        anchor.textContent = link.label;
        anchor.target = "_blank";
        anchor.rel = "noopener noreferrer";
        links.appendChild(anchor);
      }
      box.appendChild(links);
      element.appendChild(box);
      refreshStars();
    }
    function places(element, items) {
      const list = document.createElement("ol");
      list.className = "places";
      for (const item of items) {
        const row = document.createElement("li");
        for (const part of flag(item.image, item.flag, "", "")) row.appendChild(part);
        const name = document.createElement("span");
        name.textContent = item.name;
        row.appendChild(name);
        if (item.distance) {
          const distance = document.createElement("span");
          distance.className = "distance";
          distance.textContent = item.distance;
          row.appendChild(distance);
        }
        list.appendChild(row);
      }
      element.appendChild(list);
    }
    function locate(question) {
      const asking = bubble("bot typing", "Asking your browser where you are…");
      const done = place => { asking.remove(); send(question, false, place); };
      if (!navigator.geolocation) { done({error: "this browser cannot tell"}); return; }
      navigator.geolocation.getCurrentPosition(
        position => done({lat: position.coords.latitude, lon: position.coords.longitude}),
        error => done({error: error.code === 1 ? "permission denied" : error.code === 3 ? "timed out" : "position unavailable"}),
        {timeout: 15000, maximumAge: 600000});
    }
    function failure(text, again) {
      const element = bubble("bot error", text);
      chips(element, [words.retry], again, "retry");
      reveal(element);
    }
    function show(reply, question) {
      if (reply.kind === "clear") {
        log.replaceChildren();
        bubble("bot notice-bubble", reply.text);
        return;
      }
      if (reply.outcome === "unavailable") {
        failure(reply.text, () => send("retry", false));
        return;
      }
      let kind = reply.kind === "reply" ? "bot" : "bot " + reply.kind;
      if (reply.outcome === "game") {
        kind += " game";
        if (reply.text.startsWith("✓")) kind += " right";
        else if (reply.text.startsWith("✗") || (reply.game && reply.game.over
          && reply.game.remainingSeconds === 0)) kind += " wrong";
      }
      showGame(reply);
      let element;
      if (reply.card) {
        element = bubble("bot card-bubble", "");
        card(element, reply.card);
      } else if (reply.cards) {
        element = bubble("bot", reply.heading || reply.text);
        compactCards(element, reply.cards);
      } else if (reply.items) {
        element = bubble("bot", reply.heading || reply.text);
        places(element, reply.items);
      } else {
        element = bubble(kind, reply.text);
      }
      if (reply.image && reply.outcome !== "game") {
        const image = document.createElement("img");
        image.className = "flag";
        image.src = reply.image;
        image.alt = "";
        image.addEventListener("load", () => reveal(element));
        element.appendChild(image);
      }
      if (reply.notice) note(element, reply.notice);
      if (reply.contextNotice) note(element, reply.contextNotice);
      if (reply.outcome && reply.outcome !== "answer" && reply.suggestions && reply.suggestions.length) {
        chips(element, reply.suggestions, label => send(label, true), "chip");
      }
      if (reply.retryable) chips(element, [words.retry], () => send("retry", false), "retry");
      reveal(element);
    }
    async function send(question, echo, place) {
      if (echo) bubble("me", question);
      for (const old of log.querySelectorAll("button.retry")) old.parentElement.remove();
      const typing = bubble("bot typing", "…");
      typing.setAttribute("aria-label", words.typing);
      try {
        const headers = {"Content-Type": "application/json"};
        if (token) headers.Authorization = "Bearer " + token;
        const body = {question};
        if (context) body.context = context;
        const sent = loadProfile();
        if (sent) body.profile = sent;
        if (place) body.location = place;
        let response = await fetch("/v1/ask", {method: "POST", headers, body: JSON.stringify(body)});
        let reply = await response.json();
        if (sent && (response.status === 400 || response.status === 413)) {
          delete body.profile;
          const retried = await fetch("/v1/ask", {method: "POST", headers, body: JSON.stringify(body)});
          if (retried.ok || retried.status === 503) {
            setProfileAside();
            bubble("bot notice-bubble", words.profileLost);
            response = retried;
            reply = await retried.json();
          }
        }
        typing.remove();
        if (reply.context) context = reply.context;
        if (reply.profile) keepProfile(sent, reply.profile);
        if (reply.needsLocation && !place) locate(question);
        else if (reply.kind) show(reply, question);
        else failure(reply.error || words.failure.replace("{value}", response.status), () => send(question, false));
      } catch (error) {
        typing.remove();
        failure(words.unreachable, () => send(question, false));
      }
    }
    form.addEventListener("submit", event => {
      event.preventDefault();
      const question = input.value.trim();
      if (!question) return;
      input.value = "";
      send(question, true);
    });
    if (profileWarning) bubble("bot notice-bubble", profileWarning);
    for (const command of document.querySelectorAll("#commands button, .game-actions button")) {
      command.addEventListener("click", () => send(command.dataset.command || command.textContent, true));
    }
    """
}
