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
const questionPlaceholder = input.placeholder;
function showGame(reply) {
  const state = reply.game;
  if (!state || state.over) {
    game.panel.hidden = true;
    game.deadline = null;
    input.placeholder = questionPlaceholder;
    return;
  }
  game.panel.hidden = false;
  input.placeholder = words.answerPlaceholder;
  game.mode.textContent = document.querySelector("main").getAttribute("data-mode-" + state.mode) || "";
  const fill = (template, count) =>
    template.replace("{count}", count).replace("{total}", state.total);
  game.score.textContent = fill(words.gameScore, state.score);
  // A mystery country and a route game have no numbered questions: their question line says it.
  game.progress.textContent = /^(mystery|travle)(-daily)?$/.test(state.mode) ? ""
    : state.found !== undefined
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
// A reply's lines, each styled by the kind the server gave it (line-right, line-wrong, line-hint…):
// the page never reads the words. A command's reply (help, about) has only its text.
function say(element, lines, text) {
  if (!Array.isArray(lines)) { element.textContent = text; return; }
  for (const line of lines) {
    const row = document.createElement("span");
    row.className = "line line-" + line.kind;
    row.textContent = line.text;
    element.appendChild(row);
  }
}
function reveal(element) {
  element.scrollIntoView({block: "end"});
}
function note(element, text, kind) {
  const notice = document.createElement("span");
  notice.className = kind ? "notice " + kind : "notice";
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
    chip.addEventListener("click", () => { onClick(label); input.focus(); });
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
  button.setAttribute("aria-label", words.favourite.replace("{value}", data.name));
  button.addEventListener("click", () => {
    send((isFavourite(data.code) ? words.forget : words.remember) + " " + data.name, false);
    input.focus();
  });
  return button;
}
// A country's outline as inline SVG built node by node (no markup parsed, nothing fetched): the
// reply's path holds only digits, spaces and M, L, Z, checked again here.
function shape(data, label) {
  if (!/^[0-9 MLZ]+$/.test(data.path || "") || !/^-?[0-9]+( -?[0-9]+){3}$/.test(data.viewBox || "")) return null;
  const space = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(space, "svg");
  svg.setAttribute("class", "shape");
  svg.setAttribute("viewBox", data.viewBox);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  const path = document.createElementNS(space, "path");
  path.setAttribute("d", data.path);
  path.setAttribute("fill-rule", "evenodd");
  svg.appendChild(path);
  return svg;
}

function compactCards(element, cards) {
  const list = document.createElement("div");
  list.className = "compact";
  for (const data of cards) {
    const row = document.createElement("article");
    row.className = "card compact-card";
    row.dataset.code = data.code;
    const header = document.createElement("header");
    for (const part of flag(data.image, data.flag, "card-flag small", words.flag.replace("{value}", data.name))) header.appendChild(part);
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
  for (const part of flag(data.image, data.flag, "card-flag", words.flag.replace("{value}", data.name))) header.appendChild(part);
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
  links.setAttribute("aria-label", words.maps);
  for (const link of data.links || []) {
    if (!/^https?:\/\//i.test(link.url)) continue;
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
  const asking = bubble("bot typing", words.locating);
  const done = place => { asking.remove(); send(question, false, place); };
  if (!navigator.geolocation) { done({error: words.locationUnsupported}); return; }
  navigator.geolocation.getCurrentPosition(
    position => done({lat: position.coords.latitude, lon: position.coords.longitude}),
    error => done({error: error.code === 1 ? words.locationDenied : error.code === 3 ? words.locationTimedOut : words.locationUnavailable}),
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
  if (reply.body === "game") kind += " game";
  showGame(reply);
  const headings = (reply.lines || []).filter(line => line.kind === "heading");
  let element;
  if (reply.body === "card") {
    element = bubble("bot card-bubble", "");
    card(element, reply.card);
  } else if (reply.body === "cards") {
    element = bubble("bot", "");
    say(element, headings);
    compactCards(element, reply.cards);
  } else if (reply.body === "entries") {
    element = bubble("bot", "");
    say(element, headings);
    places(element, reply.items);
  } else {
    element = bubble(kind, "");
    say(element, reply.lines, reply.text);
  }
  if (reply.image && reply.outcome !== "game") {
    const image = document.createElement("img");
    image.className = "flag";
    image.src = reply.image;
    image.alt = "";
    image.addEventListener("load", () => reveal(element));
    element.appendChild(image);
  }
  if (reply.shape) {
    const outline = shape(reply.shape, reply.text);
    if (outline) element.appendChild(outline);
  }
  if (reply.notice) note(element, reply.notice);
  // How the question was read, when a word was corrected or left out: quiet, under the answer.
  if (reply.reading && reply.reading.line) note(element, reply.reading.line, "reading");
  if (reply.contextNotice) note(element, reply.contextNotice);
  if (reply.suggestions && reply.suggestions.length) {
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
  command.addEventListener("click", () => {
    send(command.dataset.command || command.textContent, true);
    input.focus();
  });
}
