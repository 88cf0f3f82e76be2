// Research or farm tiles on the mask board, by their ability's name (the aid's twelve
// abilities): a tile is added by picking its ability, and each ability held has a stepper for
// its tiles (at most 3 of an ability per kind) and one for those slid down.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { abilityName, type CuzcoView, type Tile } from './cuzco-data.ts';
import { countFields } from './cuzco-counts.ts';
import { sortTiles } from './cuzco-patch.ts';

const MAX_IDENTICAL = 3;

interface Held { count: number; slid: number }

function heldOf(tiles: Tile[]): Map<number, Held> {
  const held = new Map<number, Held>();
  for (const t of tiles) {
    const h = held.get(t.ability) ?? { count: 0, slid: 0 };
    h.count += 1;
    if (t.slid) h.slid += 1;
    held.set(t.ability, h);
  }
  return held;
}

function tilesOf(held: Map<number, Held>): Tile[] {
  const tiles: Tile[] = [];
  for (const [ability, h] of held) {
    const slid = Math.min(h.slid, h.count);
    for (let i = 0; i < h.count; i++) tiles.push({ ability, slid: i >= h.count - slid });
  }
  return sortTiles(tiles);
}

export function tilesPart(view: CuzcoView, kind: 'research' | 'farm', tiles: Tile[], onChange: (tiles: Tile[]) => void): HTMLElement {
  const held = heldOf(tiles);
  const rows = el('ul', { class: 'cuzco-tiles' });
  const add = el('select', { name: `${kind}-add`, 'data-field': `${kind}.add`, 'aria-label': t(`cuzco.tiles.addLabel.${kind}`) });
  const changed = () => onChange(tilesOf(held));

  const row = (ability: number): HTMLElement => {
    const h = held.get(ability)!;
    const steppers = countFields([
      { key: 'count', label: { en: 'tiles', ja: '枚数' }, minimum: 0, maximum: MAX_IDENTICAL },
      { key: 'slid', label: { en: 'slid down', ja: 'スライド済み' }, minimum: 0, maximum: MAX_IDENTICAL },
    ], { count: h.count, slid: h.slid }, `${kind}.${ability}`, (v) => { h.count = v.count; h.slid = Math.min(v.slid, v.count); changed(); fillAdd(); });
    return el('li', { 'data-ability': String(ability) }, el('strong', {}, abilityName(view, ability)), steppers);
  };

  function fillAdd(): void {
    const open = view.abilities.filter((a) => (held.get(a.ability)?.count ?? 0) < MAX_IDENTICAL);
    add.replaceChildren(el('option', { value: '' }, t(`cuzco.tiles.add.${kind}`)),
      ...open.map((a) => el('option', { value: String(a.ability) }, abilityName(view, a.ability))));
  }

  add.addEventListener('change', () => {
    const ability = Number(add.value);
    if (!Number.isInteger(ability) || ability < 1) return;
    const h = held.get(ability);
    if (h === undefined) { held.set(ability, { count: 1, slid: 0 }); rows.append(row(ability)); }
    else {
      h.count = Math.min(MAX_IDENTICAL, h.count + 1);
      rows.querySelector(`li[data-ability="${ability}"]`)?.replaceWith(row(ability));
    }
    changed();
    fillAdd();
  });

  rows.append(...[...held.keys()].sort((a, b) => a - b).map(row));
  fillAdd();
  return el('div', { class: 'cuzco-tiles-part' }, rows, add);
}
