// How Cetkaik's guided first game (rules/cetkaik/lesson.ts) was found, run by hand, never at run
// time: `node bin/run-ts.mjs bin/lesson-search-cetkaik.ts 100 - 1` (seeds to try, unused, water
// entries wanted). A greedy "help-mate" over seeds: the IA-side (moving first) takes whatever it
// can, preferring a capture that forms a hand; the A-side moves so that the IA-side can take
// something next; plain moves only (no stepping, no Tam2, no drops), and the water entries wanted,
// each taken only when the seed's next cast lets it in. The shortest game that ends with the
// IA-side forming a hand and choosing 終季 (the only season) is printed; its moves are copied into
// lesson.ts. It prints, so it lives in bin/, not in the pure rules.
import { castSticks, cetkaikGame as game, seededRng, type CetkaikMove, type CetkaikOptions, type CetkaikState, type Rng } from '../rules/index.ts';

const OPTIONS = game.parseOptions({ seasons: 1, firstMovers: ['IA'] });
if (!OPTIONS.ok) throw new Error(OPTIONS.error.message);
const options: CetkaikOptions = OPTIONS.value;

const plain = (m: CetkaikMove) => m.type === 'piece' && m.via === null;
const isCapture = (s: CetkaikState, m: CetkaikMove) => m.type === 'piece' && s.board[m.dest] !== 0 && m.dest !== m.src;
const needsCast = (s: CetkaikState, m: CetkaikMove) => game.footprint(s, m).kind === 'cast';
const scratch = seededRng(0);
const WATERS = Number(process.argv[4] ?? 1);

function after(s: CetkaikState, m: CetkaikMove): CetkaikState | null {
  const r = game.play(s, m, scratch);
  if (!r.ok) return null;
  // A water entry is judged as if the sticks let it in.
  const landed = game.pending(r.value.state)?.kind === 'cast' ? game.resolve(r.value.state, { cast: 5 }, scratch) : r;
  return landed.ok && game.pending(landed.value.state) === null ? landed.value.state : null;
}

/** Captures the IA-side could make in s if it were its turn. */
function chances(s: CetkaikState): number {
  const turned = { ...s, toMove: 'IA' as const };
  return game.legalMoves(turned).filter((m) => plain(m) && !needsCast(turned, m) && isCapture(turned, m)).length;
}

/** The capture forms a hand (the 再行/終季 choice follows). */
function formsHand(s: CetkaikState, m: CetkaikMove): boolean {
  const r = game.play(s, m, scratch);
  return r.ok && game.pending(r.value.state)?.kind === 'choice';
}

function pick<T>(rng: Rng, xs: T[]): T { return xs[rng.int(0, xs.length - 1)]; }

function best(s: CetkaikState, moves: CetkaikMove[], score: (m: CetkaikMove) => number, rng: Rng): CetkaikMove {
  let top = -Infinity; let tops: CetkaikMove[] = [];
  for (const m of moves) { const v = score(m); if (v > top) { top = v; tops = [m]; } else if (v === top) tops.push(m); }
  return pick(rng, tops);
}

function run(seed: number, tries: Rng, limit: number): string[] | null {
  const sticks = seededRng(seed);
  let state = game.setup(options, seededRng(seed));
  const script: string[] = [];
  let waters = 0;
  // The seed's casts in order: the next one is known before a water move is chosen.
  const stream = seededRng(seed);
  let next = castSticks(stream, 5);
  while (!game.isOver(state) && script.length < limit) {
    const pending = game.pending(state);
    if (pending?.kind === 'choice') {
      const r = game.resolve(state, { choice: 'taxot' }, sticks);
      if (!r.ok) return null;
      script.push('taxot'); state = r.value.state; continue;
    }
    const moves = game.legalMoves(state).filter(plain).filter((m) => !needsCast(state, m) || (waters === 0 && next >= 3));
    let move: CetkaikMove;
    if (state.toMove === 'IA') {
      const caps = moves.filter((m) => isCapture(state, m) && !needsCast(state, m));
      move = caps.length > 0 ? best(state, caps, (m) => formsHand(state, m) ? 2 : 0, tries) : best(state, moves, (m) => { const a = after(state, m); return (a ? chances({ ...a }) : -1) + (needsCast(state, m) ? 0.5 : 0); }, tries);
    } else {
      move = best(state, moves.filter((m) => !isCapture(state, m)), (m) => { const a = after(state, m); return a ? chances(a) : -1; }, tries);
    }
    const text = game.formatMove(move, state);
    const played = game.play(state, move, sticks);
    if (!played.ok) return null;
    state = played.value.state;
    script.push(text);
    while (game.pending(state)?.kind === 'cast') {
      const heads = castSticks(sticks, 5);
      waters++; next = castSticks(stream, 5);
      const r = game.resolve(state, { cast: heads }, sticks);
      if (!r.ok) return null;
      state = r.value.state;
      if (state.lastMove?.failed) return null;
    }
  }
  return game.isOver(state) && waters === WATERS ? script : null;
}

let shortest: { seed: number; script: string[] } | null = null;
for (let seed = 1; seed <= Number(process.argv[2] ?? 300); seed++) {
  for (let t = 0; t < 4; t++) {
    const found = run(seed, seededRng(seed * 31 + t), shortest ? shortest.script.length - 1 : 30);
    if (found && (!shortest || found.length < shortest.script.length)) { shortest = { seed, script: found }; console.log(seed, found.length, found.join(' ')); }
  }
}
