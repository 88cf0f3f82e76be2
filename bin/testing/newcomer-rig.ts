// Test rig for the newcomer scripts (bin/dashboard/newcomer-*.test.ts): Debian's Chromium, the
// host on one simulated board (its profile and seed fixed) and the dashboard serving it with an
// operator token, started before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { serveDashboard, type ServedDashboard } from '../../dashboard/index.ts';
import { launchChromium } from '../../dashboard/testing/browser.ts';
import { startSimHost, type SimHost } from '../sim-host.ts';

export interface NewcomerRigOptions {
  /** The simulated board's profile (9×9 unless named). */
  profile?: string;
  /** The host's seed: the deals and the sticks the same every run. */
  seed: number;
  /** The operator token the dashboard is served with. */
  token: string;
  /** How long starting (and closing) the rig may take; 30 s unless said. */
  timeoutMs?: number;
}

/** What the rig holds once the file's beforeAll has run (read it in tests and hooks, not before). */
export interface NewcomerRig {
  readonly sim: SimHost;
  readonly served: ServedDashboard;
  readonly browser: Browser;
  /** The dashboard's address (`served.url`). */
  readonly url: string;
}

/** Registers the file's beforeAll and afterAll for the rig, and returns it. */
export function useNewcomerRig(options: NewcomerRigOptions): NewcomerRig {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let sim: SimHost | undefined;
  let served: ServedDashboard | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    sim = await startSimHost({ profile: options.profile, seed: options.seed });
    served = await serveDashboard({ host: sim.host, token: options.token }, { host: '127.0.0.1', port: 0 });
  }, timeoutMs);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await sim?.close();
  }, timeoutMs);

  const up = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`the newcomer rig's ${what} is not up: read it in a test or a hook, after the rig's beforeAll`);
    return value;
  };
  return {
    get sim() { return up('simulated host', sim); },
    get served() { return up('dashboard', served); },
    get browser() { return up('browser', browser); },
    get url() { return up('dashboard', served).url; },
  };
}
