// The terminal commands of `tabletop start`: the simulate script's actions typed as text.
import type { Checked } from '../host/index.ts';
import type { Json } from '../rules/index.ts';
import type { Action } from './sim-script.ts';

export function parseStepLine(line: string): Checked<Action> {
  const [verb, ...args] = line.split(/\s+/);
  switch (verb) {
    case 'lift':
    case 'place':
      if (args.length === 0) return { ok: false, error: `${verb} needs at least one cell` };
      return { ok: true, value: { kind: verb, cells: args } };
    case 'bounce': {
      const ms = Number(args[1]);
      if (args.length !== 2 || !(ms > 0)) return { ok: false, error: 'bounce CELL MS' };
      return { ok: true, value: { kind: 'bounce', cell: args[0], ms } };
    }
    case 'unplug':
    case 'replug':
      return { ok: true, value: { kind: verb } };
    case 'sticks': {
      const heads = Number(args[0]);
      if (args.length !== 1 || !Number.isInteger(heads) || heads < 0) return { ok: false, error: 'sticks N (heads counted)' };
      return { ok: true, value: { kind: 'sticks', heads } };
    }
    case 'choose':
      if (args.length === 0) return { ok: false, error: 'choose VALUE' };
      return { ok: true, value: { kind: 'choose', value: args.join(' ') } };
    case 'tap':
      if (args.length !== 1) return { ok: false, error: 'tap CELL (lift the piece and put it back)' };
      return { ok: true, value: { kind: 'tap', cell: args[0] } };
    case 'press':
      if (args.length !== 1 || (args[0] !== 'next' && args[0] !== 'undo')) return { ok: false, error: 'press next | press undo' };
      return { ok: true, value: { kind: 'press', button: args[0] } };
    case 'move':
      if (args.length === 0) return { ok: false, error: 'move MOVE (in the game\'s notation)' };
      return { ok: true, value: { kind: 'move', move: args.join(' ') } };
    case 'enter': {
      const text = line.trim().slice('enter'.length).trim();
      try {
        return { ok: true, value: { kind: 'entry', value: JSON.parse(text) as Json } };
      } catch {
        return { ok: false, error: 'enter JSON (the data the game asks for, as JSON on one line)' };
      }
    }
    default:
      return { ok: false, error: `unknown command "${verb}" (type help)` };
  }
}
