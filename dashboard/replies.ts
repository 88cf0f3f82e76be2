// Error replies in fastify's own shape ({statusCode, error, message}) and the mapping of host
// results onto HTTP statuses.
import type { FastifyReply } from 'fastify';
import type { HostEvent } from '../host/index.ts';
import type { DashboardHost } from './deps.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 429: 'Too Many Requests',
};

export interface ErrorBody { statusCode: number; error: string; message: string }

export function errorBody(status: number, message: string): ErrorBody {
  return { statusCode: status, error: reasons[status] ?? 'Error', message };
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send(errorBody(status, message));
}

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

/** The reason of the first refusal among an input's events, if the game refused it. */
export function refusal(events: HostEvent[]): string | null {
  for (const e of events) if (e.type === 'rejected') return e.reason;
  return null;
}
