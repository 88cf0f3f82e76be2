// The assistant's session: rounds closed with the players' score markers (an entry), missions
// completed, holdings set at any time, and the end.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Json, Outcome, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { completeMission } from './complete.ts';
import { playerMissions } from './mission-check.ts';
import { MAX_MARKER, parseMarkers } from './position.ts';
import { finalRows, winnerOf } from './score-sheet.ts';
import { setHoldings } from './set-holdings.ts';
import { markersWords } from './words.ts';
import { ROUNDS, type CuzcoMove, type CuzcoState, type Via } from './types.ts';

const done = (state: CuzcoState, events: GameEvent[]): Result<Outcome<CuzcoState>> => ok({ state, events });

function closeRound(state: CuzcoState): Result<Outcome<CuzcoState>> {
  if (state.stage !== 'play') return fail('no-round', state.stage === 'markers' ? 'the round is already closed: enter the score markers' : 'the six rounds are over');
  return done({ ...state, stage: 'markers' }, [{ type: 'note', text: `round ${state.round} closes: enter every player's score marker` }]);
}

function track(state: CuzcoState, move: Extract<CuzcoMove, { type: 'track' }>): Result<Outcome<CuzcoState>> {
  if (state.stage === 'markers') return fail('awaiting-markers', 'enter the score markers of the round first');
  if (state.stage === 'over') return fail('game-over', 'the game is over');
  if (move.round > state.sheet.length) return fail('round-open', `round ${move.round} is not closed yet: its markers are entered when it closes`);
  const sheet = state.sheet.map((row, i) => (i === move.round - 1 ? { ...row, [move.player]: move.vp } : row));
  return done({ ...state, sheet }, [{ type: 'note', text: `round ${move.round}: ${move.player}'s score marker corrected to ${move.vp}` }]);
}

function endGame(state: CuzcoState): Result<Outcome<CuzcoState>> {
  if (state.stage !== 'end') return fail('not-the-end', `the game ends after round ${ROUNDS} is closed`);
  const over = { ...state, stage: 'over' as const };
  return done(over, [{ type: 'end', ...(cuzcoResult(over) as GameResult) }]);
}

/** How the game ended (what its end event says), or null while it goes on. */
export function cuzcoResult(state: CuzcoState): GameResult | null {
  if (state.stage !== 'over') return null;
  const final = finalRows(state);
  const winner = winnerOf(final);
  const tied = final.ranking.filter((seat) => final.places[seat] === 1);
  const reason = winner === null ? `six rounds played; ${tied.join(' and ')} share the first place` : 'six rounds played; end bonuses and villages scored';
  return { scores: final.total, winner, reason };
}

export function play(state: CuzcoState, move: CuzcoMove): Result<Outcome<CuzcoState>> {
  if (move.type !== 'round' && move.type !== 'end' && !state.seats.includes(move.player)) {
    return fail('no-such-player', `${move.player} is not at this table (${state.seats.join(', ')})`);
  }
  switch (move.type) {
    case 'set': return setHoldings(state, move.player, move.patch);
    case 'complete': return completeMission(state, move.player, move.mission, move.via);
    case 'track': return track(state, move);
    case 'round': return closeRound(state);
    case 'end': return endGame(state);
  }
}

export function pending(state: CuzcoState): Pending | null {
  if (state.stage !== 'markers') return null;
  const last = state.sheet[state.sheet.length - 1];
  return {
    kind: 'entry',
    prompt: `Score markers at the end of round ${state.round}: each player's position on the score track`,
    schema: {
      type: 'object',
      title: `Round ${state.round}`,
      properties: Object.fromEntries(state.seats.map((seat) => [seat, {
        type: 'integer', title: `${seat}'s score marker`, label: { en: `${seat}'s score marker`, ja: `${seat} の得点マーカー` }, minimum: 0, maximum: MAX_MARKER,
      }])),
      required: [...state.seats],
      additionalProperties: false,
    },
    example: Object.fromEntries(state.seats.map((seat) => [seat, last?.[seat] ?? 0])) as Json,
    words: markersWords(state.round),
  };
}

export function resolve(state: CuzcoState, input: PendingInput): Result<Outcome<CuzcoState>> {
  if (state.stage !== 'markers') return fail('nothing-pending', 'nothing is awaited: the score markers are asked for when a round closes');
  if (!('entry' in input)) return fail('bad-entry', 'the score markers are an entry: {"P1": 12, …}');
  const parsed = parseMarkers(input.entry, state.seats, 'markers');
  if (!parsed.ok) return fail('bad-entry', parsed.error.message);
  const row = parsed.value;
  const last = state.sheet[state.sheet.length - 1];
  const events: GameEvent[] = [];
  for (const seat of state.seats) {
    if (last !== undefined && row[seat] < last[seat]) events.push({ type: 'note', text: `${seat}'s marker went down from ${last[seat]} to ${row[seat]}: check it` });
  }
  const gained = Object.fromEntries(state.seats.map((seat) => [seat, row[seat] - (last?.[seat] ?? 0)]));
  events.push({ type: 'score', scores: row, detail: { round: state.round, gained } });
  const sheet = [...state.sheet, row];
  if (state.round < ROUNDS) {
    events.push({ type: 'note', text: `round ${state.round + 1} begins` });
    return done({ ...state, sheet, round: state.round + 1, stage: 'play' }, events);
  }
  events.push({ type: 'note', text: 'six rounds played: Mama Killa cards may still complete missions one short, then end the game' });
  return done({ ...state, sheet, stage: 'end' }, events);
}

/**
 * The moves worth suggesting now: closing the round (or ending the game) and every mission
 * completion that would succeed. `set` and `track` take free values and are not listed.
 */
export function legalMoves(state: CuzcoState): CuzcoMove[] {
  if (state.stage === 'markers' || state.stage === 'over') return [];
  const moves: CuzcoMove[] = [state.stage === 'play' ? { type: 'round' } : { type: 'end' }];
  for (const player of state.seats) {
    const { met, oneShort } = playerMissions(state, player);
    if (state.stage === 'play') for (const mission of met) moves.push({ type: 'complete', player, mission, via: 'met' });
    for (const { id } of oneShort) {
      for (const via of ['mamakilla', 'inti'] as Via[]) {
        if (completeMission(state, player, id, via).ok) moves.push({ type: 'complete', player, mission: id, via });
      }
    }
  }
  return moves;
}
