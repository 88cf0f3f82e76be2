// Exponential reconnect delays: initialMs, initialMs*factor, … capped at maxMs. Pure.
import type { BackoffOptions } from './types.ts';

export const defaultBackoff: BackoffOptions = { initialMs: 100, factor: 2, maxMs: 5000 };

/** Delay before reconnect attempt number `attempt` (0-based). */
export function backoffDelay(options: BackoffOptions, attempt: number): number {
  const raw = options.initialMs * Math.pow(options.factor, Math.max(0, attempt));
  return Math.min(options.maxMs, Number.isFinite(raw) ? raw : options.maxMs);
}
