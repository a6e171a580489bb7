// The legal moves as things to click. A card that some move uses is a
// button: clicking it plays the move when only one move uses it, or
// offers the moves that use it (a wild's colours, a set's partners);
// clicking more cards narrows them further. Moves without cards are
// buttons. An open verb (one whose moves are typed) is a form that checks
// what is typed as it is typed.

import { el, button } from "./dom.js";

// Picker holds the cards picked from the table, while the moves stay the
// same. send plays a move; redraw, set by the page, draws it again.
export class Picker {
  constructor(send) {
    this.send = send;
    this.redraw = () => {};
    this.picked = [];
    this.key = "";
    this.view = null;
  }

  // update takes a new view: the picked cards stay while its moves do.
  update(v) {
    const key = JSON.stringify(v.moves || []);
    if (key !== this.key) this.picked = [];
    this.key = key;
    this.view = v;
    // the verbs of a choice of any cards of the hand ("pass <cards>"):
    // any card of the hand may be picked, and the move is made of them
    this.compose = (v.open || []).map((o) => /^(\S+) <cards>$/.exec(o.pattern)).filter(Boolean).map((m) => m[1]);
  }

  // uses lists each move's cards (none for an older server).
  uses(i) {
    return (this.view.uses || [])[i] || [];
  }

  // usable reports whether some move uses the card, or, for a card of
  // the hand, whether a move may be made of any cards of it.
  usable(code, inHand) {
    return (inHand && this.compose.length > 0) || (this.view.moves || []).some((_, i) => this.uses(i).includes(code));
  }

  // matching lists the moves that use every picked card.
  matching() {
    return (this.view.moves || []).filter((_, i) => this.picked.every((c) => this.uses(i).includes(c)));
  }

  // pick adds a card to the picked ones (or takes it back): one move left
  // is played at once.
  pick(code) {
    const i = this.picked.indexOf(code);
    if (i >= 0) this.picked.splice(i, 1);
    else this.picked.push(code);
    if (this.compose.length) return; // the cards are chosen, then the move
    const left = this.picked.length ? this.matching() : [];
    if (left.length === 1) {
      this.picked = [];
      this.send(left[0]);
    } else if (left.length === 0 && this.picked.length > 1) {
      this.picked = [code]; // no move uses them together: start again from this card
    }
  }

  // buttons are the moves offered as buttons: those without cards, and
  // the moves of the picked cards.
  buttons() {
    const moves = this.view.moves || [];
    const out = [];
    moves.forEach((m, i) => {
      if (this.uses(i).length === 0) out.push(button(m, () => this.send(m), "move"));
    });
    if (this.picked.length) {
      for (const verb of this.compose) {
        const m = `${verb} ${this.picked.join(" ")}`;
        out.push(button(m, () => { this.picked = []; this.send(m); }, "move picked composed"));
      }
      for (const m of this.matching()) if (!out.some((b) => b.textContent === m)) out.push(button(m, () => this.send(m), "move picked"));
      out.push(button("Clear the picked cards", () => { this.picked = []; this.redraw(); }, "clear"));
    }
    return out;
  }
}

// openForm is the form of an open verb: its pattern, the script's
// example, and the check of what is typed, live.
export function openForm(o, check, send) {
  const form = el("form", undefined, "open-verb");
  const label = el("label", o.pattern);
  const input = el("input");
  input.autocomplete = "off";
  input.placeholder = o.example || o.pattern;
  input.setAttribute("aria-label", o.pattern);
  const out = el("p", undefined, "check");
  const play = el("button", "Play");
  play.type = "submit";
  label.append(" ", input);
  form.append(label, " ", play, out);
  if (o.example) form.append(el("small", `For example: ${o.example}`));
  liveCheck(input, out, check);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    send(input.value);
  });
  return form;
}

// liveCheck checks what is typed in input a moment after typing stops,
// and shows the answer in out.
export function liveCheck(input, out, check) {
  let timer = 0;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    if (!input.value.trim()) {
      out.replaceChildren();
      return;
    }
    timer = setTimeout(async () => {
      const text = input.value;
      const answer = await check(text);
      if (input.value === text) out.replaceChildren(...answer);
    }, 350);
  });
}
