// Small helpers of the pages: elements made with their text as text.

// el makes an element; its text, if any, is set with textContent.
export function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

// button makes a button that calls fn when clicked.
export function button(text, fn, cls) {
  const b = el("button", text, cls);
  b.type = "button";
  b.addEventListener("click", fn);
  return b;
}
