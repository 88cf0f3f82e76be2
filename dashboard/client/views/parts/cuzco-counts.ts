// Counts set with − and + (the dashboard's entry-form steppers, `schemaFields`): feathers by
// colour with a swatch of each, goods, god cards with their card colour, and the single counts
// (offerings, food tiles…). Each field opens on the draft and reports every change at once.
import { el } from '../../dom.ts';
import { schemaFields } from '../../render/entry-form.ts';
import type { Words } from '../../lang.ts';
import { isRecord } from '../types.ts';

type Schema = Record<string, unknown>;

/** A field's bounds as the holdings schema gives them (`path` through `properties`). */
export function bounds(schema: Schema, path: string[]): { minimum?: number; maximum?: number } {
  let at: unknown = schema;
  for (const key of path) at = isRecord(at) && isRecord(at.properties) ? at.properties[key] : undefined;
  const s = isRecord(at) ? at : {};
  return {
    ...(typeof s.minimum === 'number' ? { minimum: s.minimum } : {}),
    ...(typeof s.maximum === 'number' ? { maximum: s.maximum } : {}),
  };
}

export interface CountField { key: string; label: Words; minimum?: number; maximum?: number; color?: string }

/**
 * Steppers for `fields`, opening on `now`; `onChange` gets every value (the entered value where a
 * field is left empty), clamped to its bounds. `path` names the inputs (`feathers.orange`; '' for
 * top-level counts: `food`).
 */
export function countFields(fields: CountField[], now: Record<string, number>, path: string, onChange: (values: Record<string, number>) => void): HTMLElement {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.key, {
      type: 'integer', label: f.label,
      ...(f.minimum === undefined ? {} : { minimum: f.minimum }),
      ...(f.maximum === undefined ? {} : { maximum: f.maximum }),
      ...(f.color === undefined ? {} : { color: f.color }),
    }])),
  };
  const drawn = schemaFields(schema, now, path);
  const box = el('div', { class: 'cuzco-counts' }, ...drawn.nodes);
  const changed = () => {
    const read = drawn.read();
    if (!read.ok) return;
    const values = read.value as Record<string, unknown>;
    onChange(Object.fromEntries(fields.map((f) => {
      const v = values[f.key];
      const n = typeof v === 'number' && Number.isInteger(v) ? v : now[f.key] ?? 0;
      return [f.key, Math.min(f.maximum ?? Infinity, Math.max(f.minimum ?? -Infinity, n))];
    })));
  };
  box.addEventListener('input', changed);
  box.addEventListener('change', changed);
  return box;
}
