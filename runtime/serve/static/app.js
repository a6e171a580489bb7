// The page of a seat or an onlooker. It reads the table, the seat and the
// secret from its own address (/table/ID/seat/N#SECRET or
// /table/ID/watch#SECRET), follows the seat's views and sends its moves.
// Every string from the server is put in the page with textContent: the
// page never builds markup from text.

import { el, button } from "./dom.js";
import { pileRow } from "./cards.js";
import { drawTable, factsLine, countOf } from "./table.js";
import { Picker, openForm, liveCheck } from "./moves.js";
import { evening, standings } from "./standings.js";

const parts = location.pathname.split("/").filter(Boolean);
const table = parts[1];
const seat = parts[2] === "watch" ? "watch" : parts[3];
const secret = location.hash.slice(1);
const api = `/api/table/${encodeURIComponent(table)}/${encodeURIComponent(seat)}`;
const headers = { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" };
const $ = (id) => document.getElementById(id);
let current = null;
const picker = new Picker(send);
picker.redraw = () => draw(current);

async function call(path, body) {
  const r = await fetch(api + path, { method: body ? "POST" : "GET", headers, body: body ? JSON.stringify(body) : undefined });
  const data = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
  return { ok: r.ok, status: r.status, data };
}

// render takes a view from the server, unless a newer one was drawn.
function render(v) {
  if (current && v.version < current.version) return;
  current = v;
  picker.update(v);
  draw(v);
  document.body.dataset.version = v.version; // lets a test tell that a move was answered
}

// draw draws the page of a view.
function draw(v) {
  const you = v.seat - 1;
  const ended = v.over || !!v.failure || !!v.abandoned;
  $("game").textContent = v.game;
  $("who").textContent = v.seat ? `You are seat ${v.seat}` + (v.bot ? ` (played by the bot ${v.bot})` : "") : "Watching";
  $("status").textContent = v.failure ? `The game stopped: ${v.failure}` : v.status + (v.draw ? ` (a race: ${v.draw})` : "");
  $("unsaved").hidden = !v.unsaved;
  $("unsaved").textContent = v.unsaved ? `Not saved: ${v.unsaved}` : "";
  const mayPick = v.seat && !v.bot;
  const pile = (p) => pileRow(p, you, v.faces || {}, (code) => mayPick && picker.usable(code, p.owner === you && p.group === "hand") ? pick : null,
    (v.stands || {})[p.name], () => draw(current), countOf(v, p));
  $("piles").replaceChildren(...drawTable(v, you, pile));
  $("piles").dataset.seats = (v.seats || []).length;
  markPicked();
  $("facts").textContent = factsLine(v);
  $("facts").hidden = !factsLine(v);
  $("turn").textContent = turnText(v);
  $("ask").textContent = mayPick ? askText(v) : "";
  $("picked").textContent = picker.picked.length ? `Picked: ${picker.picked.join(" ")}; choose a move below, or pick more cards` : "";
  $("moves").replaceChildren(...(mayPick ? picker.buttons() : []));
  $("all").replaceChildren(...(v.moves || []).map((m) => button(m, () => send(m), "move")));
  drawOpen(v);
  $("every").hidden = !mayPick || (v.moves || []).length + (v.open || []).length === 0;
  $("bot").hidden = !v.seat || ended;
  $("bot").textContent = v.bot ? "Take my seat back" : "Let a bot play my seat";
  $("stop").hidden = !v.seat || ended;
  $("log").replaceChildren(...(v.log || []).map((l) => el("li", l)));
  $("log").scrollTop = $("log").scrollHeight;
  const table = [...standings(v), ...evening(v)];
  $("standings").replaceChildren(...table);
  $("scores").hidden = table.length === 0;
  showWaiting(v);
  showAfter(v, ended);
  $("result").textContent = resultText(v);
}

// askText says what the seat is asked to do: the game's own words (the
// cards to pass, and to whom), else how to make its moves by clicking.
function askText(v) {
  const moves = v.moves || [];
  if (moves.length === 0 && (v.open || []).length === 0) return "";
  const ask = v.facts && v.facts.ask;
  if (ask) return `${ask}: click the cards, then the move.`;
  const uses = v.uses || [];
  const byCard = moves.filter((_, i) => (uses[i] || []).length > 0).length;
  if (byCard === moves.length && byCard > 0) return "Click a card to play it.";
  if (byCard > 0) return "Click a card to play it, or a move below.";
  return "Choose a move below.";
}

function turnText(v) {
  if (v.failure) return "The game stopped";
  if (v.over || v.abandoned) return "The game is over";
  if (!v.toAct) return "";
  if (!v.started) return "Waiting for players";
  if (v.toAct === v.seat) return "Your move";
  if (v.outOfTurn && v.facts && v.facts.ask) return "Your move"; // a choice every seat makes at once
  if (v.outOfTurn) return "You may act out of turn";
  return `Seat ${v.toAct} to play`;
}

// resultText says how the game ended: the reason alone when it starts with
// the winner ("Seat 2 discarded all their cards."), else who won, then why.
function resultText(v) {
  if (v.abandoned) return `Stopped: ${v.abandoned}.`;
  if (!v.over) return "";
  const who = (v.winners || []).map((w) => "seat " + w);
  const reason = (v.result || "").replace(/\.$/, "");
  const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  if (who.length === 1 && reason.startsWith(who[0] + " ")) return capital(reason) + ".";
  const lost = (v.losers || []).map((l) => "seat " + l);
  let head = who.length === 0 ? "A draw" : capital(who.join(" and ")) + (who.length > 1 ? " share the win" : " wins");
  if (who.length === 0 && lost.length > 0) head = capital(lost.join(" and ")) + (lost.length > 1 ? " lose" : " loses") + "; nobody wins";
  return reason ? `${head}: ${reason}.` : `${head}.`;
}

// markPicked marks the picked cards of the table.
function markPicked() {
  for (const c of $("piles").querySelectorAll(".card[data-code]")) {
    c.classList.toggle("picked", picker.picked.includes(c.dataset.code));
  }
}

function pick(code) {
  picker.pick(code);
  draw(current);
}

// drawOpen draws a form for each open verb, unless it is drawn already
// (so that what a player types stays as the views change).
function drawOpen(v) {
  const open = v.seat && !v.bot ? v.open || [] : [];
  const key = JSON.stringify(open);
  if ($("open").dataset.key === key) return;
  $("open").dataset.key = key;
  $("open").replaceChildren(...open.map((o) => openForm(o, checkAnswer, send)));
}

// checkAnswer asks the server whether a typed move would be played, and
// says so as the page shows it.
async function checkAnswer(text) {
  const r = await call("/check", { move: text });
  if (r.data.ok) return [el("span", "The rules would take this move.", "ok")];
  if (r.data.refused) return refusalText(r.data.refused);
  return [el("span", r.data.error || `the server answered ${r.status}`)];
}

// refusalText is a refusal's reason and, for each rule it cites, a button
// that shows the rule's text.
function refusalText(ref) {
  const out = [el("span", ref.reason, "reason")];
  for (const rule of ref.rules || []) {
    const text = el("blockquote", rule.text.replaceAll("**", ""), "rule");
    text.hidden = true;
    const b = button(`Rule ${rule.code}`, () => { text.hidden = !text.hidden; }, "rule-code");
    b.setAttribute("aria-expanded", "false");
    b.addEventListener("click", () => b.setAttribute("aria-expanded", `${!text.hidden}`));
    out.push(" ", b, text);
  }
  return out;
}

// showWaiting shows, until the game starts, which seats are joined and the
// start button (for a seated player).
function showWaiting(v) {
  $("waiting").hidden = v.started;
  $("joined").replaceChildren(...v.seats.map((s) => el("li", `seat ${s.seat}: ${s.held ? "joined" : "not yet joined (its bot " + s.bot + " plays it once the game starts)"}`)));
  $("start").hidden = !v.seat;
}

// showAfter offers, once the game ended, the next game and the download.
function showAfter(v, ended) {
  $("after").hidden = !ended;
  $("again").hidden = !v.seat || !!v.again;
  $("next").hidden = !v.again;
  if (v.again && v.again.startsWith("/")) $("next").href = v.again;
}

// moveId makes the id of a new move: random, as two tabs of a seat may send.
function moveId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function send(move) {
  $("refusal").replaceChildren();
  // the version the move was chosen on: the same move sent twice (a double
  // click) is played once, as the second comes after the table changed;
  // and an id of this move, with which the server answers a retry of it
  // with its outcome instead of playing it again
  const r = await call("/move", { move, version: current ? current.version : undefined, id: moveId() });
  if (r.data.refused) $("refusal").replaceChildren(el("span", "Refused: "), ...refusalText(r.data.refused));
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
        if (event.startsWith("event: replaced")) {
          // the seat's newer pages took this one's place: do not take it back
          $("status").textContent = "This seat is open in other tabs or windows: this page no longer follows the table (reload it to take it back).";
          return;
        }
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
liveCheck($("typed-move"), $("typed-check"), checkAnswer);
$("start").addEventListener("click", async () => {
  const r = await call("/start", {});
  if (r.ok) render(r.data);
  else $("refusal").textContent = r.data.error;
});
$("stop").addEventListener("click", async () => {
  if (!confirm("Stop this game for everyone? It cannot be resumed, but it can be downloaded and played again.")) return;
  const r = await call("/stop", {});
  if (r.ok) render(r.data);
  else $("refusal").textContent = r.data.error;
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
