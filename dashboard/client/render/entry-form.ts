// A form drawn from a game's JSON Schema (an entry: a tile turned up, a player's holdings), and
// the JSON read back from it. The subset games use: objects of strings, enums, integers,
// numbers, booleans and arrays of enums, with titles, descriptions, minimum and maximum. Anything
// else is typed as JSON in a text box. The game checks what is sent and says what is wrong.
import { el } from '../dom.ts';

type Schema = { [key: string]: unknown };

/** One field: builds its input(s) and reads its value back (undefined: left empty). */
interface Field { node: HTMLElement; read(): { ok: true; value: unknown } | { ok: false; error: string } }

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function labelOf(name: string, schema: Schema): string {
  return typeof schema.title === 'string' ? schema.title : name;
}

function field(name: string, schema: Schema, initial: unknown, path: string): Field {
  const title = labelOf(name, schema);
  const help = typeof schema.description === 'string' ? el('small', {}, schema.description) : '';
  if (Array.isArray(schema.enum)) {
    const select = el('select', { name: path, 'data-field': path },
      el('option', { value: '' }, '—'),
      ...schema.enum.map((v) => el('option', { value: JSON.stringify(v), selected: v === initial }, String(v))));
    return { node: el('label', {}, title, select, help), read: () => ({ ok: true, value: select.value === '' ? undefined : JSON.parse(select.value) }) };
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const input = el('input', {
        type: 'number', name: path, 'data-field': path, step: schema.type === 'integer' ? 1 : 'any',
        min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
        max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
        value: typeof initial === 'number' ? initial : undefined,
      });
      return {
        node: el('label', {}, title, input, help),
        read: () => {
          if (input.value.trim() === '') return { ok: true, value: undefined };
          const n = Number(input.value);
          return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: `${title}: not a number` };
        },
      };
    }
    case 'boolean': {
      const input = el('input', { type: 'checkbox', name: path, 'data-field': path, checked: initial === true });
      return { node: el('label', { class: 'inline' }, input, ` ${title}`, help), read: () => ({ ok: true, value: input.checked }) };
    }
    case 'string': {
      const input = el('input', { type: 'text', name: path, 'data-field': path, maxlength: 200, value: typeof initial === 'string' ? initial : undefined });
      return { node: el('label', {}, title, input, help), read: () => ({ ok: true, value: input.value === '' ? undefined : input.value }) };
    }
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      if (Array.isArray(items.enum)) {
        const options: unknown[] = items.enum;
        const chosen = Array.isArray(initial) ? initial : [];
        const boxes = options.map((v) => el('input', { type: 'checkbox', value: JSON.stringify(v), 'data-field': `${path}[]`, checked: chosen.includes(v) }));
        const node = el('fieldset', {}, el('legend', {}, title), ...boxes.map((b, i) => el('label', { class: 'inline' }, b, ` ${String(options[i])}`)), help);
        return { node, read: () => ({ ok: true, value: boxes.filter((b) => b.checked).map((b) => JSON.parse(b.value)) }) };
      }
      break;
    }
    case 'object':
      if (isSchema(schema.properties)) {
        const inner = objectFields(schema, isSchema(initial) ? initial : {}, path);
        return { node: el('fieldset', {}, el('legend', {}, title), ...inner.nodes, help), read: inner.read };
      }
      break;
  }
  // Anything else: JSON typed in.
  const area = el('textarea', { name: path, 'data-field': path, rows: 2 });
  area.value = initial === undefined ? '' : JSON.stringify(initial);
  return {
    node: el('label', {}, `${title} (JSON)`, area, help),
    read: () => {
      if (area.value.trim() === '') return { ok: true, value: undefined };
      try { return { ok: true, value: JSON.parse(area.value) }; } catch { return { ok: false, error: `${title}: not valid JSON` }; }
    },
  };
}

function objectFields(schema: Schema, initial: Schema, path: string): { nodes: HTMLElement[]; read: Field['read'] } {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const fields = Object.entries(properties).filter(([, s]) => isSchema(s)).map(([name, s]) => [name, field(name, s as Schema, initial[name], path === '' ? name : `${path}.${name}`)] as const);
  return {
    nodes: fields.map(([, f]) => f.node),
    read: () => {
      const value: Record<string, unknown> = {};
      for (const [name, f] of fields) {
        const read = f.read();
        if (!read.ok) return read;
        if (read.value !== undefined) value[name] = read.value;
      }
      return { ok: true, value };
    },
  };
}

/**
 * The form for an entry. `send` gets the JSON read from it; a field that cannot be read is said
 * in `fail` instead. Read-only (a spectator's page) when `enabled` is false.
 */
export function entryForm(schema: unknown, example: unknown, enabled: boolean, send: (value: unknown) => void, fail: (message: string) => void): HTMLFormElement {
  const root: Schema = isSchema(schema) ? schema : {};
  const single = root.type === 'object' && isSchema(root.properties)
    ? objectFields(root, isSchema(example) ? example : {}, '')
    : (() => { const f = field('value', root, example, 'value'); return { nodes: [f.node], read: f.read }; })();
  const submit = el('button', { type: 'submit', disabled: !enabled }, 'Enter');
  const form = el('form', { class: 'entry-form', autocomplete: 'off' }, ...single.nodes, submit);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const read = single.read();
    if (!read.ok) return fail(read.error);
    send(read.value);
  });
  return form;
}
