// Ankh'or: listing every legal main action of a busy 4-player position (tableaux of 8+ tiles,
// tokens in hand, upper tiles, a full offer), as `tabletop moves` does.
import { ankhorGame, type AnkhorState } from '../../rules/ankhor/index.ts';
import { seededRng, type Rng } from '../../rules/index.ts';
import { percentiles, type Percentiles } from './stats.ts';

const tiles = (state: AnkhorState, seat: number) => state.players[seat].base.concat(state.players[seat].upper).filter((id) => id !== null).length;

/** A random legal move (a purchase three times in four when one is possible), or a random choice. */
function randomStep(state: AnkhorState, rng: Rng): AnkhorState {
  const pending = ankhorGame.pending(state);
  let outcome;
  if (pending?.kind === 'choice') {
    outcome = ankhorGame.resolve(state, { choice: pending.options[rng.int(0, pending.options.length - 1)] }, rng);
  } else {
    const moves = ankhorGame.legalMoves(state);
    const buys = moves.filter((m) => m.type === 'buy');
    const pool = buys.length > 0 && rng.int(0, 3) > 0 ? buys : moves;
    outcome = ankhorGame.play(state, pool[rng.int(0, pool.length - 1)], rng);
  }
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.state;
}

/** Seeded random 4-player games stopped where the player to move, before their main action, has 8+ tiles and tokens. */
function busyPositions(count: number): AnkhorState[] {
  const positions: AnkhorState[] = [];
  for (let seed = 1; positions.length < count && seed < 1000; seed++) {
    const rng = seededRng(seed);
    const options = ankhorGame.parseOptions({ players: 4 });
    if (!options.ok) throw new Error(options.error.message);
    let state = ankhorGame.setup(options.value, rng);
    while (!ankhorGame.isOver(state)) {
      const fresh = state.waiting === null && !state.turn.main;
      const me = state.players[state.toMove];
      const busy = state.players.every((_, seat) => tiles(state, seat) >= 8) && me.tokens.ankh > 0 && state.offer.filter((id) => id !== null).length >= 4;
      if (fresh && busy) {
        positions.push(state);
        break;
      }
      state = randomStep(state, rng);
    }
  }
  return positions;
}

export function ankhorFigures(): { listMovesUs: Percentiles; movesPerPosition: number; positions: number } {
  const positions = busyPositions(20);
  const samples: number[] = [];
  let moves = 0;
  for (let round = 0; round < 100; round++) {
    for (const state of positions) {
      const t0 = performance.now();
      const listed = ankhorGame.legalMoves(state);
      samples.push((performance.now() - t0) * 1000);
      if (round === 0) moves += listed.length;
    }
  }
  return { listMovesUs: percentiles(samples), movesPerPosition: Math.round(moves / positions.length), positions: positions.length };
}
