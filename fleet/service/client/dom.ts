/// <reference lib="dom" />
// The one way the page makes elements: text only through textContent, never HTML strings.

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

/** A state badge (`data-state` picks its colour in style.css). */
export function badge(text: string, state: string): HTMLSpanElement {
  const b = el('span', text, 'badge');
  b.dataset.state = state;
  return b;
}
