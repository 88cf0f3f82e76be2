// What an input to the host caused: its events, and the refusal among them (errors.ts answers it).
import type { HostEvent } from '../host/index.ts';
import type { DashboardHost } from './deps.ts';

/**
 * Runs an input to the host and returns the events it caused on that board. The host reports
 * them synchronously, so the subscription sees exactly this input's events.
 */
export function eventsOf<T>(host: DashboardHost, board: string, act: () => T): { result: T; events: HostEvent[] } {
  const events: HostEvent[] = [];
  const subscription = host.events$.subscribe((e) => { if (e.board === board) events.push(e); });
  try {
    return { result: act(), events };
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * The first refusal among an input's events: `malformed` for an input that could not be read (a
 * move not in the game's notation), `refused` for a well-formed one the game or the table's
 * state refuses.
 */
export function refusal(events: HostEvent[]): { code: 'malformed' | 'refused'; reason: string } | null {
  for (const e of events) if (e.type === 'rejected') return { code: e.malformed ? 'malformed' : 'refused', reason: e.reason };
  return null;
}
