// The page of a seat or an onlooker. It reads the table, the seat and the
// secret from its own address (/table/ID/seat/N#SECRET or
// /table/ID/watch#SECRET), follows the seat's views and sends its moves.
// Every string from the server is put in the page with textContent: the
// page never builds markup from text.

const parts = location.pathname.split("/").filter(Boolean);
const table = parts[1];
const seat = parts[2] === "watch" ? "watch" : parts[3];
const secret = location.hash.slice(1);
const api = `/api/table/${encodeURIComponent(table)}/${encodeURIComponent(seat)}`;
const headers = { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" };
const $ = (id) => document.getElementById(id);
let current = null;

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

async function call(path, body) {
  const r = await fetch(api + path, { method: body ? "POST" : "GET", headers, body: body ? JSON.stringify(body) : undefined });
  const data = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
  return { ok: r.ok, status: r.status, data };
}

function pileLine(p, you) {
  const div = el("div", undefined, p.owner === you ? "pile mine" : "pile");
  const owner = p.owner >= 0 ? (p.owner === you ? "your " : `seat ${p.owner + 1} `) : "";
  div.append(el("span", `${owner}${p.group || p.name} (${p.count}): `));
  const cards = p.cards || (p.top ? [p.top] : []);
  if (!p.cards && p.top) div.append(el("span", "top "));
  for (const c of cards) div.append(el("span", c, "card"));
  return div;
}

function render(v) {
  if (current && v.version < current.version) return;
  current = v;
  document.body.dataset.version = v.version; // lets a test tell that a move was answered
  const you = v.seat - 1;
  $("game").textContent = v.game;
  $("who").textContent = v.seat ? `You are seat ${v.seat}` + (v.bot ? ` (played by the bot ${v.bot})` : "") : "Watching";
  $("status").textContent = v.failure ? `The game stopped: ${v.failure}` : v.status;
  $("piles").replaceChildren(...(v.piles || []).filter((p) => p.count > 0 || p.owner === you).map((p) => pileLine(p, you)));
  $("seats").replaceChildren(...v.seats.map((s) => el("span", `seat ${s.seat}: ${s.held ? "a person" : "bot " + s.bot}  `)));
  $("turn").textContent = v.over ? "The game is over" : v.toAct === v.seat ? "Your move" : v.outOfTurn ? "You may act out of turn" : `Seat ${v.toAct} to play`;
  $("moves").replaceChildren(...(v.moves || []).map((m) => {
    const b = el("button", m);
    b.type = "button";
    b.addEventListener("click", () => send(m));
    return b;
  }));
  const mayType = v.seat && !v.bot && (v.moves || []).length + (v.open || []).length > 0;
  $("typed").hidden = !mayType;
  $("forms").replaceChildren(...(v.open || []).map((o) => el("span", `${o.pattern}${o.example ? " (for example: " + o.example + ")" : ""}  `)));
  $("bot").hidden = !v.seat || v.over;
  $("bot").textContent = v.bot ? "Take my seat back" : "Let a bot play my seat";
  $("log").replaceChildren(...(v.log || []).map((l) => el("li", l)));
  $("log").scrollTop = $("log").scrollHeight;
  $("score").textContent = (v.score.totals || []).map((t, i) => `seat ${i + 1}: ${t}`).join(" · ");
  showWaiting(v);
  showAfter(v);
  $("result").textContent = v.over ? `Won by ${(v.winners || []).map((w) => "seat " + w).join(", ") || "nobody"}. ${v.result}` : "";
}

// showWaiting shows, until the game starts, which seats are joined and the
// start button (for a seated player).
function showWaiting(v) {
  $("waiting").hidden = v.started;
  $("joined").replaceChildren(...v.seats.map((s) => el("li", `seat ${s.seat}: ${s.held ? "joined" : "not yet joined (its bot " + s.bot + " plays it if the game starts)"}`)));
  $("start").hidden = !v.seat;
}

// showAfter offers, once the game ended, the next game and the download.
function showAfter(v) {
  const ended = v.over || !!v.failure;
  $("after").hidden = !ended;
  $("again").hidden = !v.seat || !!v.again;
  $("next").hidden = !v.again;
  if (v.again && v.again.startsWith("/")) $("next").href = v.again;
}

async function send(move) {
  $("refusal").textContent = "";
  const r = await call("/move", { move });
  if (r.data.refused) $("refusal").textContent = `Refused: ${r.data.refused.reason}`;
  else if (r.data.error) $("refusal").textContent = r.data.error;
  if (r.data.view) render(r.data.view);
}

// follow reads the seat's stream of views, and opens it again when it ends.
async function follow() {
  try {
    const r = await fetch(api + "/events", { headers });
    if (!r.ok) throw new Error((await r.json()).error);
    const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += value;
      let end;
      while ((end = buf.indexOf("\n\n")) >= 0) {
        const event = buf.slice(0, end);
        buf = buf.slice(end + 2);
        if (event.startsWith("data: ")) render(JSON.parse(event.slice(6)));
      }
    }
  } catch (e) {
    $("status").textContent = `Connection lost (${e.message}); trying again…`;
  }
  setTimeout(follow, 2000);
}

$("typed").addEventListener("submit", (e) => {
  e.preventDefault();
  send($("typed-move").value);
});
$("again").addEventListener("click", async () => {
  const r = await call("/again", {});
  if (r.data.again && r.data.again.startsWith("/")) location.assign(r.data.again);
  else $("refusal").textContent = r.data.error || "the next game could not be set up";
});
$("download").addEventListener("click", async () => {
  const r = await fetch(api + "/scenario", { headers });
  if (!r.ok) {
    $("refusal").textContent = (await r.json().catch(() => ({}))).error || `the server answered ${r.status}`;
    return;
  }
  const a = el("a");
  a.href = URL.createObjectURL(await r.blob());
  a.download = `rulerun-${table}.yaml`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
});
$("start").addEventListener("click", async () => {
  const r = await call("/start", {});
  if (r.ok) render(r.data);
  else $("refusal").textContent = r.data.error;
});
$("bot").addEventListener("click", async () => {
  const r = await call("/bot", { bot: !current.bot });
  if (r.data.view || r.data.version !== undefined) render(r.data.view || r.data);
});

const joined = await call("/join", {});
if (joined.ok) {
  render(joined.data);
  follow();
} else {
  $("status").textContent = joined.data.error;
}
