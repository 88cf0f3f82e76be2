// What a table needs from a board link: its state reports, its health, a way to show lights.
// The BoardLink implements it; tests and the bench may feed a table directly.
import type { Observable } from 'rxjs';
import type { State } from '../hardware/index.ts';
import type { LedFrame } from './lights/render.ts';

export interface BoardPort {
  states$: Observable<State>;
  status$: Observable<{ state: string; reason?: string }>;
  sendLeds(frame: LedFrame): void;
}
