// Everything the host reports, one JSON object each: the `simulate` output, the dashboard's
// live feed and the journal's raw material share this shape.
import type { SessionEvent } from './session/events.ts';

export type TableEvent =
  | SessionEvent
  | { type: 'lights'; cells: Record<string, string> }
  | { type: 'correction'; clear: string[]; fill: string[]; reason?: string }
  | { type: 'corrected' }
  | { type: 'link'; state: string; reason?: string };

export type HostEvent = TableEvent & { t: number; board: string };
