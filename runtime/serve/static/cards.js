// Cards drawn from the faces the server sends with each view: a face for
// every card the seat may see, and a back, with a count, for the rest.
// Every string is put in the page with textContent.

import { el } from "./dom.js";

// colours are the colours a face may have; any other is drawn as none.
const colours = new Set(["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "grey", "black",
  "multi", "none", "p0", "p1", "p2", "p3", "p4", "p5"]);

// cardFace draws one card: a button when clicking it may play it.
export function cardFace(code, face, onClick) {
  const f = face || { rank: code, suit: "", symbol: "", colour: "none", kind: "", name: code };
  const c = el(onClick ? "button" : "span", undefined, `card c-${colours.has(f.colour) ? f.colour : "none"}`);
  if (f.kind) c.classList.add("kind");
  c.dataset.code = code;
  c.title = f.name || code;
  c.setAttribute("aria-label", f.name || code);
  c.append(el("span", f.rank, "rank"), el("span", f.symbol || f.suit || f.kind || "", "suit"));
  if (onClick) {
    c.type = "button";
    c.classList.add("playable");
    c.addEventListener("click", () => onClick(code));
  }
  return c;
}

// cardBack draws the back of n cards the seat may not see.
export function cardBack(n) {
  const b = el("span", undefined, "card back");
  b.title = `${n} face down`;
  b.append(el("span", `${n}`, "rank"), el("span", "face down", "suit"));
  return b;
}

// pileLabel names a pile as the seat reads it.
function pileLabel(p, you) {
  const name = p.group || p.name;
  if (p.owner < 0) return name;
  if (p.owner !== you) return `seat ${p.owner + 1}: ${name}`;
  return p.visibility === "others" ? `your ${name} (the others see it, you do not)` : `your ${name}`;
}

// pileRow draws a pile: every card it shows, its top card, or backs.
export function pileRow(p, you, faces, onCard) {
  const row = el("div", undefined, p.owner === you ? "pile mine" : "pile");
  row.dataset.pile = p.name;
  row.append(el("h3", `${pileLabel(p, you)} · ${p.count}`));
  const cards = el("div", undefined, "cards");
  if (p.cards) {
    for (const code of p.cards) cards.append(cardFace(code, faces[code], onCard(code)));
  } else if (p.top) {
    if (p.count > 1) cards.append(cardBack(p.count - 1));
    cards.append(cardFace(p.top, faces[p.top], onCard(p.top)));
  } else if (p.count > 0) {
    cards.append(cardBack(p.count));
  }
  row.append(cards);
  return row;
}
