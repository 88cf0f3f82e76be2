// The fleet page in Chromium: a table published to the embedded broker appears as a card with its
// state, games and boards, and a change (the table lost, an alarm) is drawn from the WebSocket
// without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkAuthorization } from '../dashboard/index.ts';
import { launchChromium } from '../dashboard/testing/browser.ts';
import { buildFleetApp, FleetService, startEmbeddedBroker, type EmbeddedBroker } from '../fleet/service/index.ts';
import { connectTable, type TestTable } from '../fleet/testing/table-client.ts';
import type { FastifyInstance } from 'fastify';

const WAIT_MS = 15_000;
let browser: Browser;
let broker: EmbeddedBroker;
let service: FleetService;
let app: FastifyInstance;
let url: string;
let t1: TestTable;

beforeAll(async () => {
  broker = await startEmbeddedBroker({ host: '127.0.0.1', port: 0 });
  service = new FleetService({ url: broker.url });
  expect(await service.waitConnected(10_000)).toBe(true);
  app = await buildFleetApp({ source: service, authorize: (h) => checkAuthorization(h, 'fleet-page-token-0123') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/`;
  t1 = await connectTable(broker.url, 'demo', 't1');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  t1?.client.client.end(true);
  await app?.close();
  await service?.stop();
  await broker?.close();
});

describe('the fleet page', () => {
  it('lists a table with its state, boards and games, and redraws it when it is lost', async () => {
    await t1.status({ state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 });
    await t1.board('sim-1', { link: 'ready', reason: null, baud: null, firmware: 'sim', counters: {}, faults: [] });
    await t1.game('sim-1.1', { game: 'garden', title: 'Garden', seq: 3, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null, scores: null, awaiting: null, position: null });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('#feed[data-state=live]', { timeout: WAIT_MS });
    const card = page.locator('section.table[data-table="demo/t1"]');
    await page.waitForFunction(() => document.querySelector('section.table[data-table="demo/t1"] .games li') !== null, undefined, { timeout: WAIT_MS });
    expect(await card.locator('h2 .badge').getAttribute('data-state')).toBe('online');
    expect(await card.locator('.games li').allTextContents()).toEqual(['garden (game sim-1.1): 2 moves, north to move']);
    expect(await card.locator('.boards li').allTextContents()).toEqual(['board sim-1 ready']);
    expect(await page.locator('#empty').isHidden()).toBe(true);

    await t1.status({ state: 'lost', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 });
    await page.waitForSelector('section.table[data-table="demo/t1"] h2 .badge[data-state=lost]', { timeout: WAIT_MS });
    expect(await card.locator('.alarms li').allTextContents()).toEqual([expect.stringMatching(/^table t1 is lost \(its host stopped answering\) since /)]);
    expect(errors).toEqual([]);
  });
});
