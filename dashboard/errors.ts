// Every error the API answers: a stable code, its HTTP status (this table is the one place that
// decides it) and a message for people. Bodies keep fastify's shape and add the code:
// {"statusCode": 409, "error": "Conflict", "code": "refused", "message": "…"}.
import type { FastifyReply } from 'fastify';
import type { HostErrorCode } from '../host/index.ts';

export const API_ERRORS = {
  /** The request cannot be read: bad JSON, a wrong field, a move not in the game's notation. */
  malformed: 400,
  /** No operator token. */
  unauthorized: 401,
  /** A wrong operator token. */
  forbidden: 403,
  'unknown-route': 404,
  'unknown-game': 404,
  'unknown-board': 404,
  /** A remote match nobody created (no seat of it online with its setup). */
  'no-such-match': 404,
  /** A well-formed input the game refuses now (an illegal move, nothing to undo). */
  refused: 409,
  /** A well-formed input the table's state refuses (moving pieces of a real board from here). */
  conflict: 409,
  /** Remote matches: this host cannot make one (not started with --remote-lobby). */
  'remote-unavailable': 409,
  /** Remote matches: this host plays one already (one at a time), or is setting one up. */
  'match-playing': 409,
  /** Remote matches: the first board's game has moves (a match starts its own game). */
  'board-busy': 409,
  /** Remote matches: the match id was used before (a presence is retained under it). */
  'match-taken': 409,
  /** Remote matches: both seats of the match are online already. */
  'match-full': 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  internal: 500,
  /** Remote matches: the broker could not be asked in time. */
  'broker-unreachable': 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

export interface ErrorBody { statusCode: number; error: string; code: ApiErrorCode; message: string }

export function errorBody(code: ApiErrorCode, message: string): ErrorBody {
  const statusCode = API_ERRORS[code];
  return { statusCode, error: REASONS[statusCode] ?? 'Error', code, message };
}

export function sendError(reply: FastifyReply, code: ApiErrorCode, message: string): FastifyReply {
  return reply.code(API_ERRORS[code]).send(errorBody(code, message));
}

const FROM_HOST: Record<HostErrorCode, ApiErrorCode> = {
  'unknown-game': 'unknown-game', 'unknown-board': 'unknown-board', 'bad-input': 'malformed', conflict: 'conflict',
};

/** A host result's failure as the API answers it (a failure without a code is the input's fault). */
export function sendHostError(reply: FastifyReply, failure: { error: string; code?: HostErrorCode }): FastifyReply {
  return sendError(reply, failure.code === undefined ? 'malformed' : FROM_HOST[failure.code], failure.error);
}

/** The code of an error fastify raised itself (schema, body size, content type), by its status. */
export function codeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'unknown-route';
    case 413: return 'too-large';
    case 415: return 'unsupported-media-type';
    case 429: return 'too-many-requests';
    default: return status >= 400 && status < 500 ? 'malformed' : 'internal';
  }
}
