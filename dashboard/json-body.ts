// Request bodies are read as fastify reads them (secure-json-parse: no "__proto__" key, no
// "constructor" holding a "prototype"), but a refusal says which rule the body broke: fastify's own
// parser answers every one "Body is not valid JSON", which sends a client looking for a syntax
// error that is not there.
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

export type BodyResult = { ok: true; value: unknown } | { ok: false; message: string };

export const EMPTY_BODY = "Body cannot be empty when content-type is set to 'application/json'";
export const INVALID_BODY = "Body is not valid JSON but content-type is set to 'application/json'";
export const PROTO_KEY = 'a JSON key named "__proto__" is not allowed (it would reach the prototype of objects)';
export const CONSTRUCTOR_KEY = 'a JSON key named "constructor" holding a "prototype" is not allowed (it would reach the prototype of objects)';

export function parseJsonBody(text: string): BodyResult {
  if (text.length === 0) return { ok: false, message: EMPTY_BODY };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: INVALID_BODY };
  }
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  try {
    secureJson.scan(value, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    // Which of the two: the library says only "forbidden prototype property".
    try {
      secureJson.scan(value, { protoAction: 'error', constructorAction: 'ignore' });
    } catch {
      return { ok: false, message: PROTO_KEY };
    }
    return { ok: false, message: CONSTRUCTOR_KEY };
  }
  return { ok: true, value };
}

/** Puts parseJsonBody in the place of fastify's JSON parser; a refusal is a 400 with its message. */
export function useJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const parsed = parseJsonBody(body as string);
    if (parsed.ok) done(null, parsed.value);
    else done(Object.assign(new Error(parsed.message), { statusCode: 400 }), undefined);
  });
}
