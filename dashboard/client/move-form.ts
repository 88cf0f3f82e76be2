// The move a form action makes (host/games/actions.ts): its notation with `{name}` standing for
// property `name` of the value filled in — a string or a number as written, anything else as
// compact JSON. A placeholder the value lacks stays as it is, so the game names what is missing.
export function fillMove(template: string, value: unknown): string {
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(fields, name)) return whole;
    const v = fields[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v);
  });
}
