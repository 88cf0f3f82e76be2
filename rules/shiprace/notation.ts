// Move notation: `unload P1a`, `move P1a E2` (the cell the ship ends on: a berth of the point it
// reaches, its berth at the goal, or its berth at the start when it comes back empty), `build
// P1b`, `supply P1a`, `raid P1a P2b` (the raider, then the ship raided), `pass`. Keywords and ship
// names in any case. `move P1a` without a cell takes the first free berth of the point reached.
import { alphaNumericName, parseAlphaNumeric } from '../cells.ts';
import { ok } from '../contract.ts';
import type { Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { findShip, legalActions } from './rules.ts';
import type { ShipraceMove, ShipraceState } from './types.ts';
import { quoteInput } from '../quote.ts';

export function formatShipraceMove(move: ShipraceMove, state: ShipraceState): string {
  switch (move.type) {
    case 'pass':
      return 'pass';
    case 'move':
      return `move ${move.ship} ${alphaNumericName(move.to, state.options.board)}`;
    case 'raid':
      return `raid ${move.ship} ${move.victim}`;
    default:
      return `${move.type} ${move.ship}`;
  }
}

const EXAMPLES = 'move P1a E2, unload P1a, build P1b, supply P1a, raid P1a P2b or pass';

export function parseShipraceMove(text: string, state: ShipraceState): Result<ShipraceMove> {
  if (typeof text !== 'string') return fail('bad-notation', `a move is a string such as ${EXAMPLES}`);
  const words = text.trim().split(/\s+/);
  const keyword = words[0].toLowerCase();
  const bad = (why: string) => fail('bad-notation', `${quoteInput(text)} is not a move (${why}): write e.g. ${EXAMPLES}`);
  const ship = (word: string | undefined): Result<string> => {
    if (word === undefined) return bad('a ship must follow');
    const found = findShip(state, word);
    return found === undefined ? fail('no-such-ship', `there is no ship ${quoteInput(word)} (ships are P1a P1b P1c P2a …)`) : ok(found.id);
  };
  switch (keyword) {
    case 'pass':
      return words.length === 1 ? ok({ type: 'pass' }) : bad('pass takes nothing after it');
    case 'unload':
    case 'build':
    case 'supply': {
      if (words.length !== 2) return bad(`${keyword} SHIP`);
      const id = ship(words[1]);
      return id.ok ? ok({ type: keyword, ship: id.value }) : id;
    }
    case 'raid': {
      if (words.length !== 3) return bad('raid SHIP VICTIM');
      const id = ship(words[1]);
      if (!id.ok) return id;
      const victim = ship(words[2]);
      return victim.ok ? ok({ type: 'raid', ship: id.value, victim: victim.value }) : victim;
    }
    case 'move': {
      if (words.length !== 2 && words.length !== 3) return bad('move SHIP CELL');
      const id = ship(words[1]);
      if (!id.ok) return id;
      if (words.length === 3) {
        const to = parseAlphaNumeric(words[2], state.options.board);
        return to === null ? bad(`${quoteInput(words[2])} is not a cell of the board`) : ok({ type: 'move', ship: id.value, to });
      }
      const first = legalActions(state).find((m) => m.type === 'move' && m.ship === id.value);
      return first === undefined ? fail('cannot-move', `${id.value} cannot sail now`) : ok(first);
    }
    default:
      return bad('it starts with move, unload, build, supply, raid or pass');
  }
}
