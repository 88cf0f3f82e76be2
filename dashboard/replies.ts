// Error replies in fastify's own shape ({statusCode, error, message}) and the mapping of host
// results onto HTTP statuses.
import type { FastifyReply } from 'fastify';
import type { HostEvent } from '../host/index.ts';
import type { DashboardHost } from './deps.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error',
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

/**
 * The first refusal among an input's events, with its HTTP status: 400 for an input that could
 * not be read (a move not in the game's notation), 409 for a well-formed one the game or the
 * table's state refuses.
 */
export function refusal(events: HostEvent[]): { status: 400 | 409; reason: string } | null {
  for (const e of events) if (e.type === 'rejected') return { status: e.malformed ? 400 : 409, reason: e.reason };
  return null;
}
