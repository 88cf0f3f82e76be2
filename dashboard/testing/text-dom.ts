// Test support: just enough of a DOM for the game views to draw into under Node (no browser), so
// a unit test can read what a view says — every text and every attribute a person sees or hears
// (title, aria-label, placeholder). Elements and attributes only: no layout, no styles applied,
// events kept but only dispatched by hand.

type Child = TextNode | FakeElement;

class TextNode {
  parentNode: FakeElement | null = null;
  constructor(public data: string) {}
  get textContent(): string { return this.data; }
}

const SPOKEN = ['title', 'aria-label', 'placeholder', 'alt'];

export class FakeElement extends EventTarget {
  parentNode: FakeElement | null = null;
  children: Child[] = [];
  attributes = new Map<string, string>();
  style: Record<string, string> = {};
  value = '';
  checked = false;
  disabled = false;
  hidden = false;
  open = false;
  constructor(public tagName: string, public namespaceURI: string | null = null) { super(); }

  get childNodes(): Child[] { return this.children; }
  /** A bubbling event goes on to the parents (as a fresh event: Node's EventTarget knows no tree). */
  override dispatchEvent(event: Event): boolean {
    const go = super.dispatchEvent(event);
    if (event.bubbles && this.parentNode !== null) this.parentNode.dispatchEvent(new Event(event.type, { bubbles: true, cancelable: event.cancelable }));
    return go;
  }
  click(): void { this.dispatchEvent(new Event('click', { bubbles: true })); }
  get ownerSVGElement(): FakeElement | null {
    let at = this.parentNode;
    while (at !== null && at.tagName !== 'svg') at = at.parentNode;
    return at;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
    if (name === 'value') this.value = String(value);
    if (name === 'checked') this.checked = true;
  }
  getAttribute(name: string): string | null { return this.attributes.get(name) ?? null; }
  hasAttribute(name: string): boolean { return this.attributes.has(name); }
  removeAttribute(name: string): void { this.attributes.delete(name); }
  get className(): string { return this.getAttribute('class') ?? ''; }
  get id(): string { return this.getAttribute('id') ?? ''; }
  get classList() {
    const names = () => this.className.split(/\s+/).filter((c) => c !== '');
    const set = (list: string[]) => this.setAttribute('class', list.join(' '));
    return {
      get length() { return names().length; },
      0: names()[0],
      contains: (c: string) => names().includes(c),
      add: (...cs: string[]) => set([...new Set([...names(), ...cs])]),
      remove: (...cs: string[]) => set(names().filter((n) => !cs.includes(n))),
      toggle: (c: string, on?: boolean) => { const has = names().includes(c); const want = on ?? !has; set(want ? [...new Set([...names(), c])] : names().filter((n) => n !== c)); return want; },
    };
  }
  get dataset(): Record<string, string | undefined> {
    const attr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    return new Proxy({}, {
      get: (_, key: string) => this.getAttribute(attr(key)) ?? undefined,
      set: (_, key: string, value: string) => { this.setAttribute(attr(key), value); return true; },
      deleteProperty: (_, key: string) => { this.removeAttribute(attr(key)); return true; },
    });
  }
  append(...nodes: (Child | string)[]): void {
    for (const n of nodes) {
      const node = typeof n === 'string' ? new TextNode(n) : n;
      node.parentNode?.removeChild(node);
      node.parentNode = this;
      this.children.push(node);
    }
  }
  appendChild<T extends Child>(node: T): T { this.append(node); return node; }
  prepend(...nodes: (Child | string)[]): void {
    const rest = this.children;
    this.children = [];
    this.append(...nodes);
    this.children.push(...rest);
  }
  removeChild(node: Child): void { this.children = this.children.filter((c) => c !== node); node.parentNode = null; }
  remove(): void { this.parentNode?.removeChild(this); }
  replaceChildren(...nodes: (Child | string)[]): void {
    for (const c of this.children) c.parentNode = null;
    this.children = [];
    this.append(...nodes);
  }
  replaceWith(...nodes: (Child | string)[]): void {
    const parent = this.parentNode;
    if (parent === null) return;
    const at = parent.children.indexOf(this);
    const made = nodes.map((n) => (typeof n === 'string' ? new TextNode(n) : n));
    for (const n of made) { n.parentNode?.removeChild(n); n.parentNode = parent; }
    parent.children.splice(parent.children.indexOf(this) >= 0 ? parent.children.indexOf(this) : at, 1, ...made);
    this.parentNode = null;
  }
  contains(node: unknown): boolean {
    for (let at = node as Child | null; at; at = at.parentNode) if (at === this) return true;
    return false;
  }
  get textContent(): string { return this.children.map((c) => c.textContent).join(''); }
  set textContent(text: string) { this.replaceChildren(...(text === '' ? [] : [text])); }
  get firstChild(): Child | null { return this.children[0] ?? null; }
  focus(): void {}
  blur(): void {}
  scrollIntoView(): void {}
  querySelectorAll(selector: string): FakeElement[] {
    const out: FakeElement[] = [];
    const walk = (e: FakeElement) => {
      for (const c of e.children) {
        if (!(c instanceof FakeElement)) continue;
        if (c.matches(selector, this)) out.push(c);
        walk(c);
      }
    };
    walk(this);
    return out;
  }
  querySelector(selector: string): FakeElement | null { return this.querySelectorAll(selector)[0] ?? null; }
  /** Compound selectors (tag, .class, [attr], [attr="v"]) joined by spaces (descendants), under `within`. */
  matches(selector: string, within: FakeElement | null = null): boolean {
    const parts = selector.trim().split(/\s+(?![^[]*\])/);
    let at: FakeElement | null = this;
    if (!compoundMatches(at, parts[parts.length - 1])) return false;
    for (let i = parts.length - 2; i >= 0; i--) {
      at = at.parentNode;
      while (at !== null && at !== within && !compoundMatches(at, parts[i])) at = at.parentNode;
      if (at === null || at === within) return false;
    }
    return true;
  }
}

function compoundMatches(e: FakeElement, compound: string): boolean {
  const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
  if (tag !== undefined && e.tagName !== tag) return false;
  for (const [, name] of compound.matchAll(/\.([\w-]+)/g)) if (!e.classList.contains(name)) return false;
  for (const [, name, , value] of compound.matchAll(/\[([\w-]+)(="?([^"\]]*)"?)?\]/g)) {
    const has = e.getAttribute(name);
    if (has === null || (value !== undefined && has !== value)) return false;
  }
  return true;
}

export const fakeDocument = {
  activeElement: null,
  documentElement: new FakeElement('html'),
  createElement: (tag: string) => new FakeElement(tag),
  createElementNS: (ns: string, tag: string) => new FakeElement(tag, ns),
  createTextNode: (text: string) => new TextNode(text),
  getElementById: () => null,
};

/** Installs the fake document (and the classes views test with `instanceof`) on globalThis. */
export function installTextDom(): void {
  Object.assign(globalThis, { document: fakeDocument, HTMLElement: FakeElement, SVGElement: FakeElement, Element: FakeElement });
}

/**
 * What an element says, in reading order: each text node's text and each spoken attribute's
 * value (title, aria-label, placeholder), trimmed, the empty ones left out. `<style>` and
 * `<script>` say nothing.
 */
export function spoken(root: unknown): string[] {
  const out: string[] = [];
  const walk = (node: Child) => {
    if (node instanceof TextNode) { if (node.data.trim() !== '') out.push(node.data.trim()); return; }
    if (node.tagName === 'style' || node.tagName === 'script') return;
    for (const a of SPOKEN) { const v = node.getAttribute(a); if (v !== null && v.trim() !== '') out.push(v.trim()); }
    for (const c of node.children) walk(c);
  };
  walk(root as Child);
  return out;
}

/**
 * A page in `lang` for the tests of a file: the fake document installed, the language kept as the
 * switch keeps it; `target` a fresh element to draw into, `said` all it says as one string.
 */
export function fakePage(lang: 'en' | 'ja'): { target: () => HTMLElement; said: (target: HTMLElement) => string } {
  installTextDom();
  const kept = new Map<string, string>([['tabletop-lang', lang]]);
  Object.assign(globalThis, { localStorage: { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => kept.set(k, v) } });
  return {
    target: () => new FakeElement('div') as unknown as HTMLElement,
    // Its text run together as a page shows it, then each spoken attribute's words.
    said: (target) => [(target as unknown as FakeElement).textContent, ...spokenAttributes(target as unknown as FakeElement)].join('\n'),
  };
}

function spokenAttributes(e: FakeElement): string[] {
  const own = SPOKEN.flatMap((a) => { const v = e.getAttribute(a); return v === null ? [] : [v]; });
  return [...own, ...e.children.flatMap((c) => (c instanceof FakeElement ? spokenAttributes(c) : []))];
}
