// The kiosk screen's page as the server gives it: /table (no token), its script /table.js and
// stylesheet, under the same strict content-security policy as the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VirtualClock } from '../../hardware/index.ts';
import { Host } from '../../host/index.ts';
import { buildApp } from '../../dashboard/index.ts';
import { get, TEST_TOKEN } from '../../dashboard/testing/inject.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ host: new Host({ clock: new VirtualClock(0), defaultSeed: () => 1 }), token: TEST_TOKEN });
});

afterAll(async () => { await app.close(); });

describe('/table, the kiosk screen', () => {
  it('is served to anyone, with the strict policy, its own script and stylesheet, no inline script', async () => {
    for (const url of ['/table', '/table?board=sim-1']) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.body).toContain('<script type="module" src="/table.js"></script>');
      expect(res.body).toContain('<link rel="stylesheet" href="/table.css">');
      expect(res.body).not.toMatch(/<script>|<script type="module">|on(click|load)=/);
    }
  });

  it('has its script bundled apart from the dashboard\'s, and neither page nor script holds the token', async () => {
    const table = await get(app, '/table.js');
    expect(table.statusCode).toBe(200);
    expect(table.headers['content-type']).toMatch(/javascript/);
    expect(table.body).not.toBe((await get(app, '/app.js')).body);
    const css = await get(app, '/table.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    for (const res of [table, css, await get(app, '/table')]) expect(res.body).not.toContain(TEST_TOKEN);
  });
});
