// Moves as text. Squares `A1` (column letter from the left, row number from the top); stacks 1–8.
//   place B3 right [+D4] [anywhere]   pass   move B3 D4   return B3   draw 3 [pick]   end
//   convert red blue   build D4 red   buy worker D4   buy block   recall D4   burial   boat
//   card nile   reorder 3
import { ok, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { forcedSite, parseSquare, squareName } from './board.ts';
import { CARDS, DIRECTIONS, STACKS, WHITE, type Direction, type TerraMove, type TerraState } from './types.ts';
import { quoteInput } from '../quote.ts';

export function formatMove(move: TerraMove, state: TerraState): string {
  const sq = (s: number) => squareName(s, state.layout);
  switch (move.type) {
    case 'place': return `place ${sq(move.square)} ${move.stairs}${move.foundation !== null ? ` +${sq(move.foundation)}` : ''}${move.anywhere ? ' anywhere' : ''}`;
    case 'pass': return 'pass';
    case 'move': return `move ${sq(move.from)} ${sq(move.to)}`;
    case 'return': return `return ${sq(move.from)}`;
    case 'draw': return `draw ${move.stack + 1}${move.pick ? ' pick' : ''}`;
    case 'end': return 'end';
    case 'convert': return `convert ${move.a} ${move.b}`;
    case 'build': return `build ${sq(move.square)} ${move.color}`;
    case 'buy-worker': return `buy worker ${sq(move.square)}`;
    case 'buy-block': return 'buy block';
    case 'recall': return `recall ${sq(move.square)}`;
    case 'burial': return 'burial';
    case 'boat': return 'boat';
    case 'card': return `card ${move.card}`;
    case 'reorder': return `reorder ${move.stack + 1}`;
  }
}

const bad = (message: string) => fail('bad-notation', message);

export function parseMove(text: string, state: TerraState): Result<TerraMove> {
  const words = text.trim().split(/\s+/);
  const [verb, ...args] = words;
  const square = (name: string | undefined): number | null => (name === undefined ? null : parseSquare(name, state.layout));
  const stackOf = (word: string | undefined): number | null => (word !== undefined && /^[1-8]$/.test(word) && Number(word) <= STACKS ? Number(word) - 1 : null);
  const colours = state.options.data.colours;
  switch (verb) {
    case 'place': {
      const at = square(args[0]);
      const stairs = args[1] as Direction;
      if (at === null || !DIRECTIONS.includes(stairs)) return bad('write "place <square> <up|right|down|left>" (then " +<site>" when it forces a foundation)');
      let rest = args.slice(2);
      const anywhere = rest.at(-1) === 'anywhere';
      if (anywhere) rest = rest.slice(0, -1);
      let foundation: number | null = null;
      if (rest.length === 1 && rest[0].startsWith('+')) {
        foundation = square(rest[0].slice(1));
        if (foundation === null) return bad(`${quoteInput(rest[0])} names no site`);
      } else if (rest.length > 0) {
        return bad('write "place <square> <direction>", then " +<site>" or " anywhere"');
      }
      // The forced foundation is the rules' to say: one left out is filled in.
      if (foundation === null) foundation = forcedSite(state, at, stairs);
      return ok({ type: 'place', square: at, stairs, foundation, anywhere });
    }
    case 'pass': return args.length === 0 ? ok({ type: 'pass' }) : bad('"pass" takes nothing');
    case 'end': return args.length === 0 ? ok({ type: 'end' }) : bad('"end" takes nothing');
    case 'burial': return args.length === 0 ? ok({ type: 'burial' }) : bad('"burial" takes nothing');
    case 'boat': return args.length === 0 ? ok({ type: 'boat' }) : bad('"boat" takes nothing');
    case 'move': {
      const from = square(args[0]);
      const to = square(args[1]);
      return from !== null && to !== null && args.length === 2 ? ok({ type: 'move', from, to }) : bad('write "move <worker\'s square> <foundation>"');
    }
    case 'return':
    case 'recall': {
      const at = square(args[0]);
      if (at === null || args.length !== 1) return bad(`write "${verb} <square>"`);
      return ok(verb === 'return' ? { type: 'return', from: at } : { type: 'recall', square: at });
    }
    case 'draw': {
      const stack = stackOf(args[0]);
      if (stack === null || args.length > 2 || (args.length === 2 && args[1] !== 'pick')) return bad('write "draw <stack 1-8>" or "draw <stack> pick"');
      return ok({ type: 'draw', stack, pick: args.length === 2 });
    }
    case 'reorder': {
      const stack = stackOf(args[0]);
      return stack !== null && args.length === 1 ? ok({ type: 'reorder', stack }) : bad('write "reorder <stack 1-8>"');
    }
    case 'convert': {
      const [a, b] = args;
      const any = [...colours, WHITE];
      if (args.length !== 2 || !any.includes(a) || !any.includes(b)) return bad(`write "convert <colour> <colour>" (${any.join(', ')})`);
      // One way to write each pair: the colours in the game's order, white last.
      const [x, y] = any.indexOf(a) <= any.indexOf(b) ? [a, b] : [b, a];
      return ok({ type: 'convert', a: x, b: y });
    }
    case 'build': {
      const at = square(args[0]);
      if (at === null || args.length !== 2 || !colours.includes(args[1])) return bad(`write "build <site> <colour>" (${colours.join(', ')})`);
      return ok({ type: 'build', square: at, color: args[1] });
    }
    case 'buy': {
      if (args[0] === 'block' && args.length === 1) return ok({ type: 'buy-block' });
      const at = square(args[1]);
      if (args[0] === 'worker' && at !== null && args.length === 2) return ok({ type: 'buy-worker', square: at });
      return bad(`write "buy block" (a ${WHITE} block) or "buy worker <site>"`);
    }
    case 'card': {
      const card = args[0];
      return args.length === 1 && (CARDS as readonly string[]).includes(card) ? ok({ type: 'card', card }) : bad(`write "card <${CARDS.join('|')}>"`);
    }
    default:
      return bad(`unknown move ${quoteInput(verb ?? '')}`);
  }
}
