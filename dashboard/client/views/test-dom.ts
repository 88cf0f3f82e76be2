// A document just large enough for the views' pictures to be drawn in a unit test (no browser):
// elements with attributes, children and text, so a test reads what a page would say — its text,
// and the words of its aria-labels and titles. Also the page's language, as the switch keeps it.
import type { Lang } from '../lang.ts';

class FakeNode {
  children: (FakeNode | string)[] = [];
  attributes = new Map<string, string>();
  dataset: Record<string, string> = {};
  style: Record<string, string> = {};
  open = false;
  classList = { add: (name: string) => this.attributes.set('class', `${this.attributes.get('class') ?? ''} ${name}`.trim()) };
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string): void { this.attributes.set(name, value); }
  getAttribute(name: string): string | null { return this.attributes.get(name) ?? null; }
  append(...nodes: (FakeNode | string)[]): void { this.children.push(...nodes); }
  replaceChildren(...nodes: (FakeNode | string)[]): void { this.children = [...nodes]; }
  querySelector(): null { return null; }
  get textContent(): string { return this.children.map((c) => (typeof c === 'string' ? c : c.textContent)).join(''); }
  /** Every aria-label and title in the tree. */
  get labels(): string[] {
    const own = ['aria-label', 'title'].flatMap((a) => (this.attributes.has(a) ? [this.attributes.get(a)!] : []));
    return [...own, ...this.children.flatMap((c) => (typeof c === 'string' ? [] : c.labels))];
  }
}

/** Installs the document and a kept language for the tests of a file; returns a fresh target. */
export function fakePage(lang: Lang): { target: () => HTMLElement; said: (target: HTMLElement) => string } {
  const kept = new Map<string, string>([['tabletop-lang', lang]]);
  Object.assign(globalThis, {
    document: { createElement: (tag: string) => new FakeNode(tag), createElementNS: (_ns: string, tag: string) => new FakeNode(tag) },
    localStorage: { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => kept.set(k, v) },
  });
  return {
    target: () => new FakeNode('div') as unknown as HTMLElement,
    // What the page says: its text and its labels, one string to search.
    said: (target) => [(target as unknown as FakeNode).textContent, ...(target as unknown as FakeNode).labels].join('\n'),
  };
}
