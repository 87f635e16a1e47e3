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
    .flag{display:block;font-size:4rem;line-height:1.1}
    .notice{display:block;font-size:.8rem;opacity:.75;margin-top:.3rem}
    .chips{display:flex;flex-wrap:wrap;gap:.35rem;margin-top:.45rem}
    button{font:inherit;border-radius:1rem;border:1px solid #888;padding:.3rem .75rem;background:transparent;color:inherit;cursor:pointer}
    button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
    .typing{opacity:.7;font-style:italic}
    form{display:flex;gap:.5rem;position:sticky;bottom:0;padding:.5rem 0;background:Canvas}
    input{flex:1;min-width:0;font:inherit;padding:.6rem .8rem;border-radius:1.2rem;border:1px solid #888;background:transparent;color:inherit}
    #send{background:var(--me);color:#fff;border-color:var(--me)}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    """

  static let script = """
    "use strict";
    const log = document.getElementById("log");
    const form = document.getElementById("ask");
    const input = document.getElementById("question");
    const token = new URLSearchParams(location.hash.slice(1)).get("token");
    function bubble(kind, text) {
      const element = document.createElement("div");
      element.className = "bubble " + kind;
      element.textContent = text;
      log.appendChild(element);
      element.scrollIntoView({block: "end"});
      return element;
    }
    function flagOf(codes) {
      if (codes.length !== 1 || !/^[A-Z]{2}$/.test(codes[0])) return null;
      return String.fromCodePoint(...[...codes[0]].map(c => 0x1F1E6 + c.charCodeAt(0) - 65));
    }
    function chips(element, labels, retryQuestion) {
      const row = document.createElement("div");
      row.className = "chips";
      for (const label of labels) {
        const chip = document.createElement("button");
        chip.type = "button";
        chip.className = retryQuestion ? "retry" : "chip";
        chip.textContent = label;
        chip.addEventListener("click", () => retryQuestion ? ask(retryQuestion, true) : ask(label, false));
        row.appendChild(chip);
      }
      element.appendChild(row);
    }
    function show(reply) {
      const element = bubble("bot", reply.text);
      if (reply.intent === "flag" && reply.outcome === "answer") {
        const flag = flagOf(reply.countries);
        if (flag) {
          const big = document.createElement("span");
          big.className = "flag";
          big.textContent = flag;
          big.setAttribute("aria-hidden", "true");
          element.appendChild(big);
        }
      }
      if (reply.notice) {
        const notice = document.createElement("span");
        notice.className = "notice";
        notice.textContent = reply.notice;
        element.appendChild(notice);
      }
      if (reply.outcome !== "answer" && reply.suggestions && reply.suggestions.length) {
        chips(element, reply.suggestions, null);
      }
      if (reply.retryable) chips(element, ["Retry"], reply.question);
    }
    function failure(question, message) {
      const element = bubble("bot error", message);
      chips(element, ["Retry"], question);
    }
    async function ask(question, refresh) {
      if (!refresh) bubble("me", question);
      const typing = bubble("bot typing", "…");
      typing.setAttribute("aria-label", "Country Quiz is typing");
      try {
        const headers = {"Content-Type": "application/json"};
        if (token) headers.Authorization = "Bearer " + token;
        const response = await fetch("/v1/ask", {
          method: "POST", headers, body: JSON.stringify({question, refresh})
        });
        const reply = await response.json();
        typing.remove();
        if (reply.outcome) show(reply);
        else failure(question, reply.error || "Something went wrong (HTTP " + response.status + ").");
      } catch (error) {
        typing.remove();
        failure(question, "The quiz could not be reached. Check your connection and retry.");
      }
    }
    form.addEventListener("submit", event => {
      event.preventDefault();
      const question = input.value.trim();
      if (!question) return;
      input.value = "";
      ask(question, false);
    });
    """
}
