// Moves as text, all entered (the board sees none of them):
//   set P1 {"feathers":{"orange":3},"food":2}   a JSON merge patch of P1's holdings
//   complete P1 12                             mission 12 as met (6 VP)
//   complete P1 01 mamakilla                   one short, with card 04 from hand (4 VP)
//   complete P1 01 inti                        one short, with card 04 through an Inti medal (4 VP)
//   track r3 P1 37                             corrects P1's score marker at the end of round 3
//   round                                      closes the round (the markers are asked for)
//   end                                        after round 6: the final ranking
import { ok } from '../contract.ts';
import type { Json, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { tooDeep, withinDepth } from '../json-depth.ts';
import { normalizeMissionId } from './complete.ts';
import { MAX_MARKER } from './position.ts';
import { ROUNDS, SEATS, type CuzcoMove, type Seat, type Via } from './types.ts';
import { quoteInput } from '../quote.ts';

/** A move's text may not be longer (a whole holdings patch fits many times over). */
export const MAX_MOVE_LENGTH = 20_000;

const USAGE = 'set P1 {json} | complete P1 12 [mamakilla|inti] | track r3 P1 37 | round | end';
const bad = (message: string) => fail('bad-notation', message);

function parseSeat(text: string | undefined): Seat | null {
  const seat = text?.toUpperCase();
  return (SEATS as readonly (string | undefined)[]).includes(seat) ? (seat as Seat) : null;
}

export function formatMove(move: CuzcoMove): string {
  switch (move.type) {
    case 'set': return `set ${move.player} ${JSON.stringify(move.patch)}`;
    case 'complete': return `complete ${move.player} ${move.mission}${move.via === 'met' ? '' : ` ${move.via}`}`;
    case 'track': return `track r${move.round} ${move.player} ${move.vp}`;
    case 'round': return 'round';
    case 'end': return 'end';
  }
}

export function parseMove(text: string): Result<CuzcoMove> {
  if (text.length > MAX_MOVE_LENGTH) return bad(`a move is at most ${MAX_MOVE_LENGTH} characters`);
  const trimmed = text.trim();
  const set = /^set\s+(\S+)\s+([\s\S]*)$/i.exec(trimmed);
  if (set) {
    const player = parseSeat(set[1]);
    if (player === null) return bad(`${quoteInput(set[1])} is not a player (P1…P4)`);
    let patch: Json;
    try {
      patch = JSON.parse(set[2]) as Json;
    } catch {
      return bad('set takes a JSON object after the player: set P1 {"food": 2}');
    }
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return bad('set takes a JSON object after the player: set P1 {"food": 2}');
    // Formatting the move, merging and checking the patch all recurse through it.
    if (!withinDepth(patch)) return tooDeep(`the patch of ${player}'s holdings`);
    return ok({ type: 'set', player, patch });
  }
  const words = trimmed.split(/\s+/);
  const verb = words[0]?.toLowerCase();
  if ((verb === 'round' || verb === 'end') && words.length === 1) return ok({ type: verb });
  if (verb === 'complete' && (words.length === 3 || words.length === 4)) {
    const player = parseSeat(words[1]);
    if (player === null) return bad(`${quoteInput(words[1])} is not a player (P1…P4)`);
    const mission = normalizeMissionId(words[2]);
    if (mission === null) return bad(`${quoteInput(words[2])} is not a mission (S-01…S-06, 01…55)`);
    const via = (words[3]?.toLowerCase() ?? 'met') as Via;
    if (!['met', 'mamakilla', 'inti'].includes(via)) return bad(`${quoteInput(words[3])} is not a way to complete a mission: mamakilla or inti (card 04), or nothing`);
    return ok({ type: 'complete', player, mission, via });
  }
  if (verb === 'track' && words.length === 4) {
    const round = /^r([1-6])$/i.exec(words[1]);
    if (round === null) return bad(`${quoteInput(words[1])} is not a round: r1…r${ROUNDS}`);
    const player = parseSeat(words[2]);
    if (player === null) return bad(`${quoteInput(words[2])} is not a player (P1…P4)`);
    if (!/^\d{1,3}$/.test(words[3]) || Number(words[3]) > MAX_MARKER) return bad(`${quoteInput(words[3])} is not a score marker (0–${MAX_MARKER})`);
    return ok({ type: 'track', round: Number(round[1]), player, vp: Number(words[3]) });
  }
  return bad(`${quoteInput(trimmed)} is not a move: ${USAGE}`);
}
