// The games in progress, by id, and which game each board plays.
import type { RunningGame } from './running-game.ts';

export class RunningGames {
  private readonly games = new Map<string, RunningGame>();
  private count = 0;

  add(game: RunningGame): void { this.games.set(game.id, game); }

  remove(id: string): void { this.games.delete(id); }

  get(id: string): RunningGame | undefined { return this.games.get(id); }

  all(): RunningGame[] { return [...this.games.values()]; }

  /** The game a board plays, if any. */
  onBoard(board: string): RunningGame | undefined { return this.all().find((g) => g.boards.includes(board)); }

  has(id: string): boolean { return this.games.has(id); }

  /**
   * A fresh id: the first board's id (or the game's, with no board) and a counter, e.g. `sim-1.2`;
   * never one `taken` says is held elsewhere (by a journal of a game not running here).
   */
  nextId(stem: string, taken: (id: string) => boolean = () => false): string {
    let id: string;
    do id = `${stem}.${++this.count}`; while (this.games.has(id) || taken(id));
    return id;
  }
}
