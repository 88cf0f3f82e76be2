// The dashboard's and the CLI's picture of a Cetkaik game: plain JSON.
import type { Json } from '../contract.ts';
import { scoreHands } from './hands.ts';
import { pending } from './play.ts';
import { boardJson } from './position.ts';
import { handList } from './scoring.ts';
import type { Side } from './pieces.ts';
import { SEASON_NAMES } from './types.ts';
import type { CetkaikState, LastMove } from './types.ts';

function moveJson(last: LastMove | null): Json {
  return last === null ? null : { side: last.side, move: last.text, failed: last.failed, casts: (last.casts ?? []).map((c) => ({ ...c })) };
}

export function view(state: CetkaikState): Json {
  const list = handList(state.options);
  const side = (s: Side): Json => {
    const formed = scoreHands(state.hands[s], list);
    return {
      pieces: state.hands[s].map((p) => ({ color: p.color, kind: p.kind })),
      hands: formed.hands,
      handPoints: formed.score,
      penalties: [...state.penalties[s]],
    };
  };
  const asked = pending(state);
  const last = state.lastMove;
  return {
    game: 'cetkaik',
    ruleset: state.options.ruleset,
    season: state.season,
    seasonName: SEASON_NAMES[state.season],
    seasons: state.options.seasons,
    seasonFirstMover: state.seasonFirstMover,
    toMove: state.toMove,
    scores: { A: state.scores.A, IA: state.scores.IA },
    rate: state.rate,
    board: boardJson(state.board),
    hands: { A: side('A'), IA: side('IA') },
    tamMovedBy: state.tamMovedBy,
    pending: asked === null ? null : asked.kind === 'choice' ? { ...asked, options: [...asked.options] } : { ...asked },
    // The casts the last move took ({purpose, heads, needed}), and the season's latest move that
    // cast (the same shape), for the picture of the sticks.
    lastMove: moveJson(last),
    lastCast: moveJson(state.lastCast ?? null),
    // The computer opponent's seat ({side, level}), so the dashboard can say who plays which side.
    bot: state.options.bot === undefined ? null : { side: state.options.bot.side, level: state.options.bot.level },
    over: state.over,
    winner: state.winner,
  };
}
