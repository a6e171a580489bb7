// The lobby: the games served, the tables, and a form that starts a table
// and shows its links. The admin secret, when the lobby was opened with
// the admin link (/#SECRET), goes with each request in a header. Every
// string from the server is put in the page with textContent.

const secret = location.hash.slice(1);
const headers = { "Content-Type": "application/json" };
if (secret) headers.Authorization = `Bearer ${secret}`;
const $ = (id) => document.getElementById(id);
let scripts = [];

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

function seatsText(s) {
  return s.minSeats === s.maxSeats ? `${s.minSeats} players` : `${s.minSeats}-${s.maxSeats} players`;
}

function optionField(o) {
  const p = el("p");
  const id = `opt-${o.name}`;
  const label = el("label", o.name);
  label.htmlFor = id;
  let input;
  if (o.choices && o.choices.length) {
    input = el("select");
    for (const c of o.choices) input.append(el("option", c));
    input.value = o.default;
  } else {
    input = el("input");
    input.placeholder = o.default;
    input.autocomplete = "off";
  }
  input.id = id;
  input.dataset.option = o.name;
  p.append(label, " ", input);
  if (o.help) p.append(el("br"), el("small", o.help));
  return p;
}

function chooseScript() {
  const s = scripts.find((x) => x.script === $("script").value);
  if (!s) return;
  $("seats").min = s.minSeats;
  $("seats").max = s.maxSeats;
  $("seats").value = s.defaultSeats;
  $("options").replaceChildren(...(s.options || []).map(optionField));
}

// link makes an anchor to a path of this server.
function link(path, text) {
  const a = el("a", text || location.origin + path);
  if (path.startsWith("/")) a.href = path;
  return a;
}

function showLinks(t) {
  const list = el("ul");
  t.seats.forEach((path, i) => {
    const li = el("li", `seat ${i + 1}: `);
    li.append(link(path));
    list.append(li);
  });
  const watch = el("li", "watch: ");
  watch.append(link(t.watch));
  list.append(watch);
  $("links").replaceChildren(el("h3", `${t.game}, table ${t.id}`), el("p", "Send each player the link of their seat: the link is the key to the seat."), list);
}

async function start(e) {
  e.preventDefault();
  $("refusal").textContent = "";
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    if (input.value !== "") options[input.dataset.option] = input.value;
  }
  const bots = $("bots").value.split(",").map((b) => b.trim()).filter(Boolean);
  const body = { script: $("script").value, seats: Number($("seats").value), options, bots, start: $("start-mode").value };
  const r = await fetch("/api/tables", { method: "POST", headers, body: JSON.stringify(body) });
  const data = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
  if (!r.ok) {
    $("refusal").textContent = data.error;
    return;
  }
  showLinks(data);
  load();
}

// tableLine is a table of the lobby's list: whether it waits for its
// players and, for the admin, a button that starts it.
function tableLine(t, admin) {
  const li = el("li", `${t.game} (${t.script}), table ${t.id}: ${t.held} of ${t.seats} seats joined`);
  if (t.started) return li;
  li.append(", waiting ");
  if (admin) {
    const b = el("button", "Start: bots take the empty seats");
    b.type = "button";
    b.addEventListener("click", async () => {
      const r = await fetch(`/api/tables/${encodeURIComponent(t.id)}/start`, { method: "POST", headers });
      if (!r.ok) $("refusal").textContent = (await r.json().catch(() => ({}))).error || `the server answered ${r.status}`;
      load();
    });
    li.append(b);
  }
  return li;
}

async function load() {
  const r = await fetch("/api/lobby", { headers });
  const lobby = await r.json();
  scripts = lobby.scripts;
  $("scripts").replaceChildren(...scripts.map((s) => {
    const li = el("li");
    li.append(el("strong", s.name), ` (${s.script}), ${seatsText(s)}: `, el("span", s.description));
    return li;
  }));
  $("tables").replaceChildren(...lobby.tables.map((t) => tableLine(t, lobby.admin)));
  $("new-table").hidden = !lobby.admin;
  $("not-admin").hidden = lobby.admin;
  if ($("script").options.length === 0) {
    $("script").replaceChildren(...scripts.map((s) => {
      const o = el("option", `${s.name} (${s.script})`);
      o.value = s.script;
      return o;
    }));
    chooseScript();
  }
}

$("script").addEventListener("change", chooseScript);
$("new-table").addEventListener("submit", start);
load();
