// The table as players sit at it: the other seats around it, each with
// its name, who plays it, the cards it holds and the facts the game's
// mechanics show beside it (bids, tricks, points, partner); the piles of
// nobody's in the middle (the trick, the discard, the melds); the seat's
// own piles along the bottom. Every string is put in the page with
// textContent.

import { el } from "./dom.js";
import { pileRow } from "./cards.js";

// places names where each other seat sits, by how many others there are:
// on the left, across, on the right, as at a card table.
function places(n) {
  if (n === 1) return ["top"];
  if (n === 2) return ["left", "right"];
  if (n === 3) return ["left", "top", "right"];
  return ["left", ...Array(n - 2).fill("top"), "right"];
}

// seatOrder lists the seats from the one after you (on your left) round
// the table; an onlooker sits as seat 1 would, seeing every seat.
function seatOrder(n, you) {
  const me = you >= 0 ? you : -1;
  const out = [];
  for (let i = 1; i <= n; i++) {
    const s = (Math.max(me, 0) + i) % n;
    if (s !== me) out.push(s);
  }
  return out;
}

// backsOnly reports whether a pile of another seat's shows nothing but
// backs: its count says it all.
function backsOnly(p, you) {
  return p.owner !== you && p.count > 0 && !(p.cards && p.cards.length) && !p.top;
}

// seatBox draws one seat: its name, who plays it, its facts and its piles.
function seatBox(v, s, you, piles, pile) {
  const facts = (v.facts && v.facts.seats && v.facts.seats[s]) || {};
  const info = (v.seats || [])[s] || {};
  const box = el("div", undefined, s === you ? "seat me" : "seat");
  box.dataset.seat = s + 1;
  if (facts.team) box.dataset.team = facts.team;
  if (facts.partner) box.classList.add("partner");
  if (v.toAct === s + 1) box.classList.add("to-act");
  const who = s === you ? `You · seat ${s + 1}` : `Seat ${s + 1}`;
  const name = el("h3", who, "seat-name");
  const by = info.held ? (s === you ? "" : "a person") : info.bot ? `bot ${info.bot}` : "";
  if (by) name.append(" ", el("small", by));
  box.append(name);
  const badges = el("ul", undefined, "badges");
  if (facts.partner) badges.append(el("li", "your partner", "badge partner"));
  else if (facts.team) badges.append(el("li", `team ${facts.team}`, "badge team"));
  for (const p of (v.piles || []).filter((p) => p.owner === s && backsOnly(p, you))) {
    badges.append(el("li", `${p.count} ${p.count === 1 ? "card" : "cards"}${p.group === "hand" || !p.group ? "" : " " + p.group}`, "badge held"));
  }
  for (const b of facts.badges || []) badges.append(el("li", b, "badge"));
  box.append(badges);
  for (const p of piles) box.append(markMelds(pile(p), p, s === you ? v.facts : null));
  return box;
}

// markMelds marks, in the seat's own hand as a mechanic arranged it, the
// first card of each meld and of the deadwood after them, so that the
// page sets the parts apart.
function markMelds(row, p, facts) {
  if (!facts || !facts.melds || p.group !== "hand" || JSON.stringify(p.cards) !== JSON.stringify(facts.hand)) return row;
  const cards = [...row.querySelectorAll(".card[data-code]")];
  let at = 0;
  for (const n of facts.melds) {
    if (cards[at]) cards[at].classList.add("part-start", "meld");
    for (let i = at; i < at + n && cards[i]; i++) cards[i].classList.add("melded");
    at += n;
  }
  if (cards[at] && at > 0) cards[at].classList.add("part-start");
  return row;
}

// drawTable lays the table out in #piles: pile(p) draws one pile.
export function drawTable(v, you, pile) {
  const piles = v.piles || [];
  const n = (v.seats || []).length;
  // a seat's piles: none empty but its hand; another's hand of backs alone
  // is a badge of its count, not a row
  const of = (s) => piles.filter((p) => p.owner === s && (p.count > 0 || (s === you && p.group === "hand")) && !backsOnly(p, you));
  const out = [];
  const order = seatOrder(n, you);
  const where = places(order.length);
  const tops = el("div", undefined, "tops");
  order.forEach((s, i) => {
    const box = seatBox(v, s, you, of(s), pile);
    box.classList.add(`at-${where[i]}`);
    if (where[i] === "top") tops.append(box);
    else out.push(box);
  });
  if (tops.children.length) out.push(tops);
  const middle = el("div", undefined, "middle");
  const shown = piles.filter((p) => p.owner < 0 && p.count > 0);
  if (shown.length === 0) middle.append(el("p", "Nothing in the middle yet", "empty"));
  for (const p of shown) middle.append(pile(p));
  out.push(middle);
  if (you >= 0) out.push(seatBox(v, you, you, of(you), pile));
  return out;
}

// factsLine is the status items of the game's mechanics, one line.
export function factsLine(v) {
  return ((v.facts && v.facts.status) || []).join(" · ");
}

// countOf is what a pile holds in a mechanic's words ("2 tricks"), or ""
// when its count of cards says it.
export function countOf(v, p) {
  return (v.facts && v.facts.counts && v.facts.counts[p.name]) || "";
}

export { pileRow };
