// What a table needs from a board link: its state reports, its health, a way to show lights.
// The BoardLink implements it; tests and the bench may feed a table directly.
import type { Observable } from 'rxjs';
import type { State } from '../hardware/index.ts';
import type { LedFrame } from './lights/render.ts';
import type { SteppedDown } from './link/index.ts';
import type { Said } from './said.ts';

export interface BoardPort {
  states$: Observable<State>;
  /** The link's health; `steppedDown` while its line is held below the board's fastest speed. */
  status$: Observable<{ state: string; reason?: string; said?: Said; steppedDown?: SteppedDown }>;
  sendLeds(frame: LedFrame): void;
  /**
   * Asks the board to report its state again (a BoardLink sends GET_STATE): a table started after
   * the board's last report would otherwise see nothing until a piece moves.
   */
  requestState?(): void;
}
