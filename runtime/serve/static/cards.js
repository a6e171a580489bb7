// Cards drawn from the faces the server sends with each view: a face for
// every card the seat may see, and a back, with a count, for the rest.
// Every string is put in the page with textContent.

import { el } from "./dom.js";

// colours are the colours a face may have; any other is drawn as none.
const colours = new Set(["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "grey", "black",
  "multi", "none", "p0", "p1", "p2", "p3", "p4", "p5"]);

// cardFace draws one card: a button when clicking it may play it. stands
// is the card as a meld writes it when it is a wild standing for a card
// ("W=Y7"; "" or undefined otherwise): the card is then labelled so.
export function cardFace(code, face, onClick, stands) {
  const f = face || { rank: code, suit: "", symbol: "", colour: "none", kind: "", name: code };
  const c = el(onClick ? "button" : "span", undefined, `card c-${colours.has(f.colour) ? f.colour : "none"}`);
  if (f.kind) c.classList.add("kind");
  c.dataset.code = code;
  const name = stands ? `${f.name || code} standing for ${stands.split("=")[1]}` : f.name || code;
  c.title = name;
  c.setAttribute("aria-label", name);
  const rank = stands || f.rank;
  const label = el("span", rank, "rank");
  if (rank.length > 3) label.classList.add("word");
  c.append(label, el("span", f.symbol || f.suit || f.kind || "", "suit"));
  if (onClick) {
    c.type = "button";
    c.classList.add("playable");
    c.addEventListener("click", () => onClick(code));
  }
  return c;
}

// cardBack draws the back of n cards the seat may not see (or, with
// words, of cards folded away: "below").
export function cardBack(n, words) {
  const b = el("span", undefined, "card back");
  b.title = `${n} ${words || "face down"}`;
  b.append(el("span", `${n}`, "rank"), el("span", words || "face down", "suit"));
  return b;
}

// pileLabel names a pile as the seat reads it: a pile of a group (the
// melds) by its own name, its number apart ("meld 2"), as moves name it.
function pileLabel(p, you) {
  const name = p.group && p.owner < 0 ? p.name.replace(/(\D)(\d+)$/, "$1 $2") : p.group || p.name;
  if (p.owner < 0) return name;
  if (p.owner !== you) return `seat ${p.owner + 1}: ${name}`;
  return p.visibility === "others" ? `your ${name} (the others see it, you do not)` : `your ${name}`;
}

// shown are the piles whose every card the player asked to see.
const shown = new Set();

// folds reports whether a pile shows only its top card and its count, the
// rest on demand: a pile of nobody's, of no group (a discard pile, not a
// meld), of more cards than its top matters with.
function folds(p) {
  return p.owner < 0 && !p.group && p.cards && p.cards.length > 3;
}

// pileRow draws a pile: every card it shows (a long pile of nobody's, its
// top card marked, its count and a button for the rest), its top card, or
// backs. stands gives what each card of a meld stands for.
// count, when given, is what the pile holds in the game's words ("2
// tricks"), in place of its number of cards.
export function pileRow(p, you, faces, onCard, stands, redraw, count) {
  const row = el("div", undefined, p.owner === you ? "pile mine" : "pile");
  row.dataset.pile = p.name;
  row.append(el("h3", `${pileLabel(p, you)} · ${count || p.count}`));
  const cards = el("div", undefined, "cards");
  const face = (code, i) => cardFace(code, faces[code], onCard(code), stands && stands[i]);
  if (count && p.cards && p.cards.length > 4 && !shown.has(p.name)) {
    // a pile counted in the game's words (tricks taken): its cards on demand
    const b = el("button", `show the ${p.cards.length} cards`, "more");
    b.type = "button";
    b.setAttribute("aria-expanded", "false");
    b.addEventListener("click", () => { shown.add(p.name); redraw(); });
    cards.append(b);
  } else if (folds(p)) {
    const open = shown.has(p.name);
    const rest = p.cards.slice(0, -1);
    const top = p.cards[p.cards.length - 1];
    if (open) rest.forEach((code, i) => cards.append(face(code, i)));
    else cards.append(cardBack(rest.length, "below"));
    const t = face(top, p.cards.length - 1);
    t.classList.add("top");
    t.setAttribute("aria-label", `top card: ${t.getAttribute("aria-label")}`);
    cards.append(t);
    const b = el("button", open ? "hide the cards below" : `show the ${rest.length} cards below`, "more");
    b.type = "button";
    b.setAttribute("aria-expanded", `${open}`);
    b.addEventListener("click", () => {
      if (open) shown.delete(p.name);
      else shown.add(p.name);
      redraw();
    });
    cards.append(b);
  } else if (p.cards) {
    p.cards.forEach((code, i) => cards.append(face(code, i)));
  } else if (p.top) {
    if (p.count > 1) cards.append(cardBack(p.count - 1));
    const t = face(p.top, p.count - 1);
    t.classList.add("top");
    cards.append(t);
  } else if (p.count > 0) {
    cards.append(cardBack(p.count));
  }
  row.append(cards);
  return row;
}
