// A form drawn from a game's JSON Schema (an entry: a tile turned up, a player's holdings; a move
// of a value the player picks; a game's options), and the JSON read back from it. The subset games
// use: objects of strings, enums (or `oneOf` of `{const, title, label, color}`: named values, a
// colour swatch beside each), integers (with − and + steppers), numbers, booleans and arrays of
// enums, with titles (or a `label` in both languages), descriptions (or a `help` in both
// languages), defaults, minimum and maximum. Anything else is typed as JSON in a text box. The
// game checks what is sent and says what is wrong.
import { el } from '../dom.ts';
import { t } from '../i18n.ts';
import { inWords, type Words } from '../lang.ts';

type Schema = { [key: string]: unknown };

const isWords = (v: unknown): v is Words => typeof v === 'object' && v !== null && typeof (v as Words).en === 'string';

/** The named values of an enum (`enum`, or `oneOf` of `{const, …}`), or null when it is none. */
function choicesOf(schema: Schema): { value: unknown; text: string; color?: string }[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => ({ value: v, text: String(v) }));
  if (Array.isArray(schema.oneOf) && schema.oneOf.every((o) => isSchema(o) && 'const' in o)) {
    return (schema.oneOf as Schema[]).map((o) => ({
      value: o.const,
      text: isWords(o.label) ? inWords(o.label) : typeof o.title === 'string' ? o.title : String(o.const),
      ...(typeof o.color === 'string' ? { color: o.color } : {}),
    }));
  }
  return null;
}

/** One field: builds its input(s) and reads its value back (undefined: left empty). */
interface Field { node: HTMLElement; read(): { ok: true; value: unknown } | { ok: false; error: string } }

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function labelOf(name: string, schema: Schema): string {
  if (isWords(schema.label)) return inWords(schema.label);
  return typeof schema.title === 'string' ? schema.title : name;
}

/** The help line under a field: `help` in the page's language, else the English `description`. */
function helpOf(schema: Schema): HTMLElement | '' {
  if (isWords(schema.help)) return el('small', {}, inWords(schema.help));
  return typeof schema.description === 'string' ? el('small', {}, schema.description) : '';
}

/** − and + beside a whole number, within its limits: counts set with a thumb on a phone. */
function steppers(input: HTMLInputElement, schema: Schema): HTMLElement {
  const step = (by: number) => {
    const low = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
    const high = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
    const now = Number(input.value);
    // An empty field starts from the lowest value allowed (or 0).
    const next = input.value.trim() === '' || !Number.isFinite(now) ? (Number.isFinite(low) ? low : 0) : Math.min(high, Math.max(low, now + by));
    input.value = String(next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const minus = el('button', { type: 'button', class: 'step', 'data-step': '-1', 'aria-label': t('entry.less') }, '−');
  const plus = el('button', { type: 'button', class: 'step', 'data-step': '1', 'aria-label': t('entry.more') }, '+');
  minus.addEventListener('click', () => step(-1));
  plus.addEventListener('click', () => step(1));
  return el('span', { class: 'stepper' }, minus, input, plus);
}

/** A field's name, with a swatch of its colour before it when the schema gives one (`color`: a feather's, a token's). */
function titled(name: string, schema: Schema): (string | Node)[] {
  const text = labelOf(name, schema);
  if (typeof schema.color !== 'string') return [text];
  const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
  swatch.style.backgroundColor = schema.color;
  return [el('span', { class: 'with-swatch' }, swatch, text)];
}

function field(name: string, schema: Schema, initial: unknown, path: string): Field {
  const title = labelOf(name, schema);
  const heading = titled(name, schema);
  const help = helpOf(schema);
  if (initial === undefined && 'default' in schema) initial = schema.default;
  const choices = choicesOf(schema);
  if (choices !== null) {
    const select = el('select', { name: path, 'data-field': path },
      el('option', { value: '' }, '—'),
      ...choices.map((c) => el('option', { value: JSON.stringify(c.value), selected: JSON.stringify(c.value) === JSON.stringify(initial), 'data-color': c.color }, c.text)));
    const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
    const paint = () => {
      const colour = select.selectedOptions[0]?.dataset.color;
      swatch.hidden = colour === undefined;
      // Through the CSSOM: the page's CSP allows no inline style attribute.
      if (colour !== undefined) swatch.style.backgroundColor = colour;
    };
    select.addEventListener('change', paint);
    paint();
    const withSwatch = choices.some((c) => c.color !== undefined) ? el('span', { class: 'with-swatch' }, swatch, select) : select;
    return { node: el('label', {}, ...heading, withSwatch, help), read: () => ({ ok: true, value: select.value === '' ? undefined : JSON.parse(select.value) }) };
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const input = el('input', {
        type: 'number', name: path, 'data-field': path, step: schema.type === 'integer' ? 1 : 'any', inputmode: schema.type === 'integer' ? 'numeric' : 'decimal',
        min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
        max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
        value: typeof initial === 'number' ? initial : undefined,
      });
      return {
        node: el('label', {}, ...heading, schema.type === 'integer' ? steppers(input, schema) : input, help),
        read: () => {
          if (input.value.trim() === '') return { ok: true, value: undefined };
          const n = Number(input.value);
          return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: t('entry.notNumber', { field: title }) };
        },
      };
    }
    case 'boolean': {
      const input = el('input', { type: 'checkbox', name: path, 'data-field': path, checked: initial === true });
      return { node: el('label', { class: 'inline' }, input, ` ${title}`, help), read: () => ({ ok: true, value: input.checked }) };
    }
    case 'string': {
      const input = el('input', { type: 'text', name: path, 'data-field': path, maxlength: 200, value: typeof initial === 'string' ? initial : undefined });
      return { node: el('label', {}, ...heading, input, help), read: () => ({ ok: true, value: input.value === '' ? undefined : input.value }) };
    }
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      const options = choicesOf(items);
      if (options !== null) {
        const chosen = Array.isArray(initial) ? initial.map((v) => JSON.stringify(v)) : [];
        const boxes = options.map((o) => el('input', { type: 'checkbox', value: JSON.stringify(o.value), 'data-field': `${path}[]`, checked: chosen.includes(JSON.stringify(o.value)) }));
        const node = el('fieldset', {}, el('legend', {}, ...heading), ...boxes.map((b, i) => el('label', { class: 'inline' }, b, ` ${options[i].text}`)), help);
        return { node, read: () => ({ ok: true, value: boxes.filter((b) => b.checked).map((b) => JSON.parse(b.value)) }) };
      }
      break;
    }
    case 'object':
      if (isSchema(schema.properties)) {
        const inner = objectFields(schema, isSchema(initial) ? initial : {}, path);
        // An object left wholly empty is left out, as an empty field is (an optional part of the options).
        const read: Field['read'] = () => {
          const value = inner.read();
          return value.ok && Object.keys(value.value as object).length === 0 ? { ok: true, value: undefined } : value;
        };
        return { node: el('fieldset', {}, el('legend', {}, ...heading), ...inner.nodes, help), read };
      }
      break;
  }
  // Anything else: JSON typed in.
  const area = el('textarea', { name: path, 'data-field': path, rows: 2 });
  area.value = initial === undefined ? '' : JSON.stringify(initial);
  return {
    node: el('label', {}, /\bJSON\b/.test(title) ? title : t('entry.json', { field: title }), area, help),
    read: () => {
      if (area.value.trim() === '') return { ok: true, value: undefined };
      try { return { ok: true, value: JSON.parse(area.value) }; } catch { return { ok: false, error: t('entry.notJson', { field: title }) }; }
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
 * The fields of an object schema without a form around them (to sit in another form, as a game's
 * options sit in the new-game form); `path` prefixes every field's name. `read` leaves out the
 * values equal to their schema's default: what was changed, and nothing the game need not be told.
 */
export function schemaFields(schema: unknown, initial: unknown, path: string): { nodes: HTMLElement[]; read: Field['read'] } {
  const root: Schema = isSchema(schema) ? schema : {};
  const properties = isSchema(root.properties) ? root.properties : {};
  const inner = objectFields(root, isSchema(initial) ? initial : {}, path);
  return {
    nodes: inner.nodes,
    read: () => {
      const read = inner.read();
      if (!read.ok) return read;
      const value = read.value as Record<string, unknown>;
      for (const [name, v] of Object.entries(value)) {
        const own = properties[name];
        if (isSchema(own) && 'default' in own && JSON.stringify(own.default) === JSON.stringify(v)) delete value[name];
      }
      return { ok: true, value };
    },
  };
}

/**
 * The form for an entry. `send` gets the JSON read from it; a field that cannot be read is said
 * in `fail` instead. Read-only (a spectator's page) when `enabled` is false.
 */
export function entryForm(schema: unknown, example: unknown, enabled: boolean, send: (value: unknown) => void, fail: (message: string) => void, look: { submit?: string } = {}): HTMLFormElement {
  const root: Schema = isSchema(schema) ? schema : {};
  const single = root.type === 'object' && isSchema(root.properties)
    ? objectFields(root, isSchema(example) ? example : {}, '')
    : (() => { const f = field('value', root, example, 'value'); return { nodes: [f.node], read: f.read }; })();
  const submit = el('button', { type: 'submit', disabled: !enabled }, look.submit ?? t('entry.submit'));
  const form = el('form', { class: 'entry-form', autocomplete: 'off' }, ...single.nodes, submit);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const read = single.read();
    if (!read.ok) return fail(read.error);
    send(read.value);
  });
  return form;
}
