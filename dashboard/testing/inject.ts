// Test support: app.inject with the operator's token (or another, or none) and JSON bodies.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_TOKEN = 'test-operator-token';

export interface Call {
  /** Default: the right token; null sends no Authorization header. */
  token?: string | null;
  body?: unknown;
  /** Sent as it is, with content-type application/json (for malformed JSON). */
  raw?: string;
}

export function post(app: FastifyInstance, url: string, call: Call = {}): Promise<LightMyRequestResponse> {
  const token = call.token === undefined ? TEST_TOKEN : call.token;
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (call.raw !== undefined) payload = call.raw;
  else if (call.body !== undefined) payload = JSON.stringify(call.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method: 'POST', url, headers, payload });
}

export function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url });
}
