// Replaying an online game record (record.ts parses it) through the engine: every ply must be
// legal, its casts must be the ones the engine asks for, failures and declarations must happen
// where the record says, and each 終季 must score what the record wrote. The first thing that
// does not match stops the replay with the record's line number.
import type { GameEvent, Outcome, PendingInput, Result } from '../contract.ts';
import { parseSquare } from './board.ts';
import { cetkaikGame as game } from './game.ts';
import { GIVE_UP } from './play.ts';
import { COLOR_GLYPHS, KIND_GLYPHS, KIND_NAMES, KIND_OF, TAM, colorIndex, kindIndex } from './pieces.ts';
import type { Side } from './pieces.ts';
import type { GameRecord, RecordMove, RecordPly } from './record.ts';
import type { CetkaikMove, CetkaikState, HeldPiece, Ruleset } from './types.ts';

export interface SeasonResult {
  season: string;
  /** Who ended the season with 終季. */
  side: Side;
  hands: string[];
  /** Points won, the rate included (negative when penalties outweigh the hands). */
  points: number;
  /** The stake when the season ended: ×2 for each 再行 before (capped at 64). */
  rate: number;
  scores: Record<Side, number>;
}

export interface Replay {
  state: CetkaikState;
  seasons: SeasonResult[];
  /** Every event the engine emitted, in order. */
  events: GameEvent[];
}

export interface ReplayError {
  line: number;
  message: string;
}

const square = (name: string) => parseSquare(name) as number;

/** The engine's move for a move of a record (a 橋 cast marks a ray second leg). */
export function moveOfRecord(move: RecordMove): CetkaikMove {
  if (move.kind === 'drop') return { type: 'drop', color: move.piece.color, kind: move.piece.kind, dest: square(move.dest) };
  if (move.kind === 'tam2') {
    const via = move.via === undefined ? null : square(move.via);
    const stepIn = via === null ? null : move.viaLeg === 1 ? 'first' : 'second';
    return { type: 'tam2', src: square(move.src), mid: square(move.mid), dest: square(move.dest), via, stepIn };
  }
  // A stepping cast (橋N) is what marks a ray second leg.
  const via = move.via === undefined ? null : square(move.via);
  return { type: 'piece', src: square(move.src), via, dest: square(move.dest), ray: move.castStepping !== undefined };
}

/** Replays a parsed record with a ruleset (records come from cerke_online play). */
export function replayRecord(record: GameRecord, ruleset: Ruleset = 'cerke_online'): Result<Replay, ReplayError> {
  const seasons = record.seasons.length <= 1 ? 1 : record.seasons.length <= 2 ? 2 : 4;
  const options = game.parseOptions({ ruleset, seasons, firstMovers: record.firstMovers.slice(0, seasons) });
  if (!options.ok) return { ok: false, error: { line: 1, message: options.error.message } };
  const noCast = { int: () => 0 }; // first movers come from the record, nothing else is drawn
  let state = game.setup(options.value, noCast);
  const results: SeasonResult[] = [];
  const events: GameEvent[] = [];
  const stop = (line: number, message: string) => ({ ok: false as const, error: { line, message } });

  for (const season of record.seasons) {
    if (state.over) return stop(season.plies[0]?.line ?? 1, 'the game is already over');
    if (state.season !== season.index) return stop(season.plies[0]?.line ?? 1, `the engine is in season ${state.season + 1}`);
    const declarations = [...season.declarations];
    for (const [i, ply] of season.plies.entries()) {
      const played = replayPly(state, ply);
      if (!played.ok) return stop(ply.line, `${ply.text}: ${played.error}`);
      state = played.value.state;
      events.push(...played.value.events);
      const asked = game.pending(state);
      const declaration = declarations[0]?.afterPly === i + 1 ? declarations.shift() : undefined;
      if (declaration === undefined) {
        if (asked !== null && !state.over) return stop(ply.line, `${ply.text}: the engine asks for a declaration the record does not make`);
        continue;
      }
      if (asked === null) return stop(declaration.line, 'the record declares, but the engine formed no new hand');
      const declared = game.resolve(state, { choice: declaration.kind }, noCast);
      if (!declared.ok) return stop(declaration.line, declared.error.message);
      events.push(...declared.value.events);
      for (const event of declared.value.events) {
        if (event.type !== 'score') continue;
        const detail = event.detail as { side: Side; hands: string[]; points: number; rate: number };
        if (declaration.score !== undefined && detail.points !== declaration.score) {
          return stop(declaration.line, `the record scores ${declaration.score}, the engine ${detail.points} (${detail.hands.join('加')})`);
        }
        const recorded = [...declaration.hands].sort().join();
        if ([...detail.hands].sort().join() !== recorded) {
          return stop(declaration.line, `the record names ${declaration.hands.join('加')}, the engine ${detail.hands.join('加')}`);
        }
        results.push({ season: season.name, side: detail.side, hands: detail.hands, points: detail.points, rate: detail.rate, scores: { ...event.scores } as Record<Side, number> });
      }
      state = declared.value.state;
    }
  }
  return { ok: true, value: { state, seasons: results, events } };
}

/** One ply with its casts; a short stepping cast online is given up, as the records keep it. */
function replayPly(state: CetkaikState, ply: RecordPly): Result<Outcome<CetkaikState>, string> {
  if (state.toMove !== ply.side) return { ok: false, error: `${state.toMove}-side is to move, not ${ply.side}-side` };
  const move = ply.move;
  const wrongPiece = pieceMismatch(state, move);
  if (wrongPiece !== null) return { ok: false, error: wrongPiece };
  const handBefore = state.hands[state.toMove].length;
  const played = game.play(state, moveOfRecord(move), { int: () => 0 });
  if (!played.ok) return { ok: false, error: played.error.message };
  let outcome = played.value;
  const events = [...outcome.events];
  let failed = outcome.failed === true;
  const casts = { stepping: move.kind === 'piece' ? move.castStepping : undefined, water: move.kind === 'piece' ? move.castWater : undefined };
  for (;;) {
    const asked = game.pending(outcome.state);
    let input: PendingInput;
    if (asked?.kind === 'cast') {
      const heads = casts[asked.purpose as 'stepping' | 'water'];
      if (heads === undefined) return { ok: false, error: `the engine asks for a ${asked.purpose} cast the record does not have` };
      casts[asked.purpose as 'stepping' | 'water'] = undefined;
      input = { cast: heads };
    } else if (asked?.kind === 'choice' && asked.options.includes(GIVE_UP)) {
      input = { choice: GIVE_UP };
    } else {
      break;
    }
    const resolved = game.resolve(outcome.state, input, { int: () => 0 });
    if (!resolved.ok) return { ok: false, error: resolved.error.message };
    outcome = resolved.value;
    events.push(...outcome.events);
    failed = outcome.failed === true;
  }
  if (casts.stepping !== undefined || casts.water !== undefined) {
    return { ok: false, error: 'the record has a cast the engine did not ask for' };
  }
  if (failed !== move.failed) {
    return { ok: false, error: failed ? 'the engine failed the move, the record does not' : 'the record fails the move, the engine does not' };
  }
  const hand = outcome.state.hands[ply.side];
  // Hands are compared within the season (a 終季 comes after the ply, so it always is).
  const sameSeason = outcome.state.season === state.season;
  const taken = sameSeason && hand.length > handBefore ? hand[hand.length - 1] : undefined;
  const recorded = move.kind === 'piece' ? move.captured : undefined;
  if (sameSeason && (taken?.color !== recorded?.color || taken?.kind !== recorded?.kind)) {
    const name = (p: HeldPiece | undefined) => (p === undefined ? 'nothing' : COLOR_GLYPHS[colorIndex(p.color)] + KIND_GLYPHS[kindIndex(p.kind)]);
    return { ok: false, error: `the record captures ${name(recorded)}, the engine ${name(taken)}` };
  }
  return { ok: true, value: { ...outcome, events, failed } };
}

/** The record names the moving piece (newer records): it must be the one standing on SRC. */
function pieceMismatch(state: CetkaikState, move: RecordMove): string | null {
  if (move.kind !== 'piece' || move.pieceKind === undefined) return null;
  const code = state.board[square(move.src)];
  const kind = code > 0 && code !== TAM ? KIND_NAMES[KIND_OF[code]] : undefined;
  if (kind === move.pieceKind) return null;
  const there = kind === undefined ? (code === TAM ? 'the Tam2' : 'nothing') : `a ${KIND_GLYPHS[KIND_OF[code]]}`;
  return `the record moves a ${move.glyph} from ${move.src}, but ${there} stands there`;
}
