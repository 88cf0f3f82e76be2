// Helpers for the Scarabya tests (no test framework here: plain functions that throw).
import type { GameEvent, Json, Result } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { scarabyaGame as game } from '../game.ts';
import { CELLS, cellName } from '../mask.ts';
import type { SiteJson } from '../site.ts';
import type { ScarabyaMove, ScarabyaOptions, ScarabyaState } from '../types.ts';

export const rng = seededRng(1);

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorCode(result: Result<unknown>): string | null {
  return result.ok ? null : result.error.code;
}

export function optionsOf(json: Json = {}): ScarabyaOptions {
  return value(game.parseOptions(json));
}

/** A site whose rocks fill every cell except `free`. */
export function siteExcept(free: string[], scarabs: string[] = []): SiteJson {
  const open = new Set(free);
  const rocks: string[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (!open.has(cellName(cell))) rocks.push(cellName(cell));
  return { rocks, scarabs };
}

/** The cells of a rectangle, e.g. block('D4', 'G7'). */
export function block(from: string, to: string): string[] {
  const cols = 'ABCDEFGHIJ';
  const [c0, r0] = [cols.indexOf(from[0]), Number(from.slice(1))];
  const [c1, r1] = [cols.indexOf(to[0]), Number(to.slice(1))];
  const cells: string[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(`${cols[c]}${r}`);
  return cells;
}

/** A game on a given site with the missions in the given order. */
export function gameOn(site: SiteJson, missions: string[], extra: Record<string, Json> = {}): ScarabyaState {
  return game.setup(optionsOf({ site: site as unknown as Json, missions, ...extra }), rng);
}

export function at(position: Json, optionsJson: Json = {}): ScarabyaState {
  return value(game.parsePosition(position, optionsOf(optionsJson)));
}

export function moveOf(state: ScarabyaState, text: string): ScarabyaMove {
  return value(game.parseMove(text, state));
}

/** Plays moves in notation, checking each one; returns the last state and every event. */
export function playAll(state: ScarabyaState, ...texts: string[]): { state: ScarabyaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const text of texts) {
    const outcome = value(game.play(current, moveOf(current, text), rng));
    events.push(...outcome.events);
    current = outcome.state;
  }
  return { state: current, events };
}

export const formatted = (state: ScarabyaState) => game.legalMoves(state).map((m) => game.formatMove(m, state)).sort();

export const scoreEvents = (events: GameEvent[]) => events.filter((e) => e.type === 'score');
