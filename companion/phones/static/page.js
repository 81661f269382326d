// One seat's phone (docs/phones.md): claims the seat from the QR code's fragment, keeps its token and key in this
// phone's storage, and shows the frames the table seals for this seat (tweetnacl's secretbox, the nonce first).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const STORE = "table-companion-seat";
  let seat = JSON.parse(localStorage.getItem(STORE) || "null");
  let words = {}, socket = null, stopped = false, page = null, wasTurn = false, retry = 0;

  const b64 = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const toB64 = (bytes) => btoa(String.fromCharCode.apply(null, bytes));
  function open(text) {
    const data = b64(text), plain = nacl.secretbox.open(data.subarray(24), data.subarray(0, 24), b64(seat.key));
    return plain && JSON.parse(new TextDecoder().decode(plain));
  }
  function sealed(value) {
    const nonce = nacl.randomBytes(24), plain = new TextEncoder().encode(JSON.stringify(value));
    const box = nacl.secretbox(plain, nonce, b64(seat.key)), all = new Uint8Array(24 + box.length);
    all.set(nonce); all.set(box, 24);
    return toB64(all);
  }
  function say(name) { $("status").textContent = words[name] || ""; }
  function element(tag, text, cls) {
    const made = document.createElement(tag);
    if (text != null) made.textContent = text;
    if (cls) made.className = cls;
    return made;
  }

  async function loadWords(language) {
    words = await (await fetch("/words.json?l=" + encodeURIComponent(language))).json();
    document.documentElement.lang = language;
    $("undo").textContent = words.undo;
    const select = $("language");
    select.textContent = "";
    for (const [code, name] of Object.entries(words.languages)) {
      const option = element("option", name); option.value = code; option.selected = code === language;
      select.append(option);
    }
  }

  async function claim(fragment) {
    const asked = new URLSearchParams(fragment);
    const wanted = { seat: Number(asked.get("s")), key: asked.get("k"), lang: asked.get("l") || "en" };
    history.replaceState(null, "", "/");  // the code and the key leave the address bar
    if (seat && seat.seat === wanted.seat && seat.key === wanted.key) return true;  // scanned again: already ours
    say("joining");
    const answer = await fetch("/claim", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seat: wanted.seat, code: asked.get("c") }) });
    const body = await answer.json();
    if (!answer.ok) { say(body.error); return false; }
    seat = { ...wanted, token: body.token, lang: (seat && seat.lang) || wanted.lang };
    localStorage.setItem(STORE, JSON.stringify(seat));
    return true;
  }

  function connect() {
    if (stopped || !seat || (socket && socket.readyState <= 1)) return;
    socket = new WebSocket("ws://" + location.host + "/ws");
    socket.onopen = () => { retry = 0; socket.send(JSON.stringify({ seat: seat.seat, token: seat.token }));
      socket.send(JSON.stringify({ box: sealed({ lang: seat.lang }) })); say(""); };
    socket.onmessage = (event) => received(JSON.parse(event.data));
    socket.onclose = () => {
      if (stopped) return;
      say("offline");
      if (document.visibilityState === "visible") setTimeout(connect, Math.min(3000, 250 * 2 ** retry++));
    };
  }

  function received(message) {
    if (message.t === "elsewhere" || message.t === "revoked") {
      stopped = true; say(message.t); for (const id of ["choices", "mine", "public"]) $(id).textContent = "";
      if (message.t === "revoked") { localStorage.removeItem(STORE); }
      return;
    }
    const value = message.t === "frame" && open(message.box);
    if (!value) return;
    if (value.page) show(value.page);
    const told = value.told || (value.refused && value.refused.reason);
    $("told").hidden = !told; $("told").textContent = told || "";
    if (value.refused) explain(value.refused);
  }

  function section(into, shown) {
    const title = element("h2", shown.title); into.append(title);
    for (const line of shown.lines) {
      const p = element("p", line.text, line.secret ? "secret" : "");
      if (line.secret) {
        for (const on of ["pointerdown", "pointerup", "pointerleave"])
          p.addEventListener(on, () => p.classList.toggle("shown", on === "pointerdown"));
        into.append(element("p", words.hold, "hold"));
      }
      into.append(p);
    }
  }

  function show(shown) {
    page = shown;
    $("undo").hidden = shown.finished;
    $("name").textContent = shown.name;
    $("turn").hidden = !shown.turn; $("turn").textContent = shown.finished ? words.over : words.turn;
    if (shown.turn && !wasTurn && navigator.vibrate) navigator.vibrate(200);
    wasTurn = shown.turn;
    $("prompt").textContent = shown.prompt || "";
    const choices = $("choices"); choices.textContent = "";
    let group = null, grid = null;
    for (const choice of shown.choices) {
      if (!grid || choice.group !== group) {
        group = choice.group; if (group) choices.append(element("h2", group));
        grid = element("div", null, "choices"); choices.append(grid);
      }
      const button = element("button", choice.label, choice.why ? "refused" : "");
      button.onclick = () => choice.why ? explain(choice.why) : act(choice.key);
      grid.append(button);
    }
    for (const id of ["mine", "public"]) {
      const into = $(id); into.textContent = "";
      for (const s of shown[id]) section(into, s);
    }
  }

  $("undo").onclick = () => {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify({ box: sealed({ undo: true }) })); say("asked"); }
  };

  function explain(why) {
    $("why-reason").textContent = why.reason; $("why-rule").textContent = why.rule || "";
    $("why-book").hidden = !why.quote;
    $("why-book").querySelector("summary").textContent = why.book || "";
    $("why-book").querySelector("blockquote").textContent = why.quote || "";
    $("why").showModal();
  }

  function act(key) {
    $("told").hidden = true;
    if (socket && socket.readyState === 1) socket.send(JSON.stringify({ box: sealed({ choice: key, v: page.v }) }));
  }

  $("language").onchange = async (event) => {
    seat.lang = event.target.value; localStorage.setItem(STORE, JSON.stringify(seat));
    await loadWords(seat.lang);
    if (socket && socket.readyState === 1) socket.send(JSON.stringify({ box: sealed({ lang: seat.lang }) }));
  };
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); });

  (async function start() {
    const fragment = location.hash.slice(1);
    const language = (seat && seat.lang) || new URLSearchParams(fragment).get("l") || "en";
    await loadWords(language);
    if (fragment && !(await claim(fragment))) return;
    if (!seat) { say("scan"); return; }
    connect();
  })();
})();
