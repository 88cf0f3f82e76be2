// The one place a running game's scores and result are kept: from the game's own score sheet
// and result where it has them (contract `score`, `result`), else from the score and end events it reports. Fed the
// same events live and when a journal is replayed, so a resumed game shows what it showed.
import type { AnyGame, ScoreSheet } from '../../rules/index.ts';
import type { SessionEvent } from '../session/events.ts';

export interface GameResult { winner: string | null; reason: string }

export class Scores {
  private reported: Record<string, number> | null = null;
  private ended: GameResult | null = null;

  constructor(private readonly game: AnyGame) {}

  /** Takes what an input made the game report. */
  take(events: readonly { type: string }[]): void {
    for (const e of events as SessionEvent[]) {
      if (e.type === 'score' || e.type === 'end') this.reported = e.scores;
      if (e.type === 'end') this.ended = { winner: e.winner, reason: e.reason };
      if (e.type === 'undone') this.ended = null;
    }
  }

  /** The scores now: the game's sheet for this state, else the latest reported (null before any). */
  scoresOf(state: unknown): Record<string, number> | null {
    return this.sheetOf(state)?.scores ?? this.reported;
  }

  /** The game's own sheet (breakdown, ranking), if it keeps one. */
  sheetOf(state: unknown): ScoreSheet | null {
    return this.game.score ? this.game.score(state) : null;
  }

  /** The end reported (an abandoned game's too), null before it or once it is taken back. */
  get result(): GameResult | null { return this.ended; }

  /**
   * How the game in this state ended: the end reported (the game's own end event, which says what
   * its `result` says, or the host's for a game over before its first move or abandoned), which
   * a replayed journal reports again; else the game's own `result`, so a state restored without its
   * events reads the same.
   */
  resultOf(state: unknown): GameResult | null {
    if (this.ended !== null) return this.ended;
    const own = this.game.result?.(state) ?? null;
    return own === null ? null : { winner: own.winner, reason: own.reason };
  }
}
