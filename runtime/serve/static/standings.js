// The scores laid out: a table of the seats, each finished round's points,
// the points of the round in play and the totals, the winners marked.

import { el } from "./dom.js";

// standings draws the scores of a view, or nothing when it has none: a
// game that keeps no points (no round scored, every total 0) shows its
// result and finishing order in its log and status instead.
export function standings(v) {
  const s = v.score || {};
  const totals = s.totals || [];
  const rounds = s.rounds || [];
  const points = rounds.length > 0 || totals.some((t) => t !== 0) || (s.round || []).some((p) => p !== 0);
  if (totals.length === 0 || !points) return [];
  const current = !v.over && (s.round || []).some((p) => p !== 0) ? s.round : null;
  const head = el("tr");
  head.append(el("th", "Seat"));
  rounds.forEach((_, i) => head.append(el("th", `Round ${i + 1}`)));
  if (current) head.append(el("th", "This round"));
  head.append(el("th", "Total"));
  const body = totals.map((total, i) => seatRow(v, i, rounds, current, total));
  const table = el("table", undefined, "standings");
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  tbody.append(...body);
  table.append(thead, tbody);
  const wrap = el("div", undefined, "wide");
  wrap.append(table);
  return [wrap];
}

// seatRow is one seat's line of the standings.
function seatRow(v, i, rounds, current, total) {
  const seat = i + 1;
  const won = v.over && (v.winners || []).includes(seat);
  const tr = el("tr", undefined, won ? "winner" : "");
  if (seat === v.seat) tr.classList.add("you");
  tr.append(el("th", `${won ? "★ " : ""}seat ${seat}${seat === v.seat ? " (you)" : ""}`));
  for (const r of rounds) tr.append(el("td", `${r[i] ?? ""}`));
  if (current) tr.append(el("td", `${current[i] ?? ""}`));
  tr.append(el("td", `${total}`, "total"));
  return tr;
}

// evening sums up the games played one after another at this table with
// "play again": a column a game (this one too, once it is over), a ★ for
// each win, with the points when the game keeps any, and each seat's wins.
// It is nothing before a game was played again.
export function evening(v) {
  const games = [...(v.earlier || [])];
  if (games.length === 0) return [];
  if (v.over || v.abandoned) {
    games.push({ winners: v.over ? v.winners || [] : [], totals: pointsOf(v), stopped: !!v.abandoned });
  }
  const seats = (v.seats || []).length;
  const head = el("tr");
  head.append(el("th", "Seat"));
  games.forEach((_, i) => head.append(el("th", `Game ${i + 1}`)));
  head.append(el("th", "Wins"));
  const rows = [];
  for (let i = 0; i < seats; i++) rows.push(eveningRow(v, games, i + 1));
  const table = el("table", undefined, "standings evening");
  const caption = el("caption", "This evening");
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  tbody.append(...rows);
  table.append(caption, thead, tbody);
  const wrap = el("div", undefined, "wide");
  wrap.append(table);
  return [wrap];
}

// pointsOf is the totals of a view, when its game keeps points.
function pointsOf(v) {
  const totals = (v.score || {}).totals || [];
  return totals.some((t) => t !== 0) ? totals : undefined;
}

// eveningRow is one seat's line of the evening.
function eveningRow(v, games, seat) {
  const tr = el("tr");
  if (seat === v.seat) tr.classList.add("you");
  tr.append(el("th", `seat ${seat}${seat === v.seat ? " (you)" : ""}`));
  let wins = 0;
  for (const g of games) {
    const won = (g.winners || []).includes(seat);
    if (won) wins++;
    const points = g.totals ? `${g.totals[seat - 1] ?? ""}` : "";
    const text = g.stopped ? "stopped" : `${won ? "★" : ""}${won && points ? " " : ""}${points}`;
    tr.append(el("td", text || "·"));
  }
  tr.append(el("td", `${wins}`, "total"));
  return tr;
}
