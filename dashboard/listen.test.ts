import { describe, expect, it } from 'vitest';
import { parseListen, urlOf } from './listen.ts';

describe('parseListen', () => {
  it.each([
    ['127.0.0.1:8080', '127.0.0.1', 8080],
    ['0.0.0.0:80', '0.0.0.0', 80],
    ['192.168.1.20:8080', '192.168.1.20', 8080],
    ['localhost:0', 'localhost', 0],
    ['[::1]:8080', '::1', 8080],
  ])('%s', (text, host, port) => {
    expect(parseListen(text)).toEqual({ ok: true, value: { host, port } });
  });

  it.each(['8080', '127.0.0.1', '127.0.0.1:', ':8080', '127.0.0.1:65536', '127.0.0.1:http', '::1:8080', '[nope]:80', 'a b:80'])('refuses %s', (text) => {
    const parsed = parseListen(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/--listen/);
  });
});

describe('urlOf', () => {
  it('brackets IPv6 addresses', () => {
    expect(urlOf({ host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080/');
    expect(urlOf({ host: '::1', port: 80 })).toBe('http://[::1]:80/');
  });
});
