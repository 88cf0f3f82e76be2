import { describe, expect, it } from 'vitest';
import {
  awaitingHello, bytesHeard, canOpen, CLOSED, connecting, FAILED, garbageCleared, garbageSuspected, helloOver,
  helloSent, IDLE, isUp, lost, lostAgain, probing, retryScheduled, retryTimer, running, switchingTo, switchOver,
  uptimeSeen,
} from './link-phase.ts';
import type { HelloAnswer, LinkPhase } from './link-phase.ts';
import type { TimerHandle } from '../../hardware/index.ts';

const answer: HelloAnswer = { hello: () => undefined, abort: () => undefined };
const closing = Promise.resolve();

describe('which phases are up, and which may open', () => {
  const every: LinkPhase[] = [
    IDLE, connecting(undefined), awaitingHello(connecting(2), answer), running(), switchingTo(running(), 500_000),
    lost(closing), FAILED, CLOSED,
  ];

  it('only a running or switching link takes the board\'s frames', () => {
    expect(every.filter(isUp).map((p) => p.kind)).toEqual(['running', 'switching']);
  });

  it('open() may start from idle or failed only', () => {
    expect(every.filter(canOpen).map((p) => p.kind)).toEqual(['idle', 'failed']);
  });
});

describe('the handshake', () => {
  it('counts our HELLOs and keeps whether it is a reconnect, through to its end', () => {
    const start = awaitingHello(connecting(3), answer);
    expect(start).toEqual({ kind: 'hello', reconnect: 3, tries: 0, answer });
    const twice = helloSent(helloSent(start));
    expect(twice.tries).toBe(2);
    expect(start.tries).toBe(0); // pure: the phase it came from is unchanged
    expect(helloOver(twice)).toEqual({ kind: 'connecting', reconnect: 3 });
    expect(helloOver(awaitingHello(connecting(undefined), answer))).toEqual({ kind: 'connecting', reconnect: undefined });
  });
});

describe('running and switching', () => {
  it('a fresh running phase has seen no uptime, no garbage and runs no probe', () => {
    expect(running()).toEqual({ kind: 'running', lastUptime: undefined, bytesWithoutFrame: 0, probing: false });
  });

  it('a switch keeps what the running phase tracked, and gives it back without the target speed', () => {
    const before = probing(uptimeSeen(bytesHeard(running(), 40), 1234), true);
    const during = switchingTo(before, 1_000_000);
    expect(during).toEqual({ kind: 'switching', to: 1_000_000, lastUptime: 1234, bytesWithoutFrame: 40, probing: true });
    expect(switchOver(during)).toEqual(before);
  });

  it('counts bytes without a frame until a valid frame clears them', () => {
    const heard = bytesHeard(bytesHeard(running(), 30), 12);
    expect(heard.bytesWithoutFrame).toBe(42);
    expect(garbageCleared(heard).bytesWithoutFrame).toBe(0);
    const clean = running();
    expect(garbageCleared(clean)).toBe(clean); // nothing to clear: the same phase
  });
});

describe('garbageSuspected', () => {
  const fast = { baud: 1_000_000, opening: 115_200, limit: 100 };

  it('asks for a probe past the limit at a switched speed, while running without a probe', () => {
    expect(garbageSuspected(bytesHeard(running(), 101), fast)).toBe(true);
    expect(garbageSuspected(bytesHeard(running(), 100), fast)).toBe(false);
  });

  it('never at the opening speed, mid-switch, during a probe, or when not up', () => {
    const garbage = bytesHeard(running(), 500);
    expect(garbageSuspected(garbage, { ...fast, baud: 115_200 })).toBe(false);
    expect(garbageSuspected(switchingTo(garbage, 500_000), fast)).toBe(false);
    expect(garbageSuspected(probing(garbage, true), fast)).toBe(false);
    expect(garbageSuspected(lost(closing), fast)).toBe(false);
  });
});

describe('lost and reconnecting', () => {
  it('a loss starts with no attempt and no timer, and holds the close of the lost port', () => {
    expect(lost(closing)).toEqual({ kind: 'lost', attempt: 0, timer: undefined, closingPort: closing });
  });

  it('counts the attempts scheduled, with their timer', () => {
    const timer: TimerHandle = { id: 1 };
    const first = retryTimer(retryScheduled(lost(closing)), timer);
    expect(first).toMatchObject({ attempt: 1, timer, closingPort: closing });
    expect(retryTimer(first, undefined).timer).toBeUndefined(); // fired
    expect(retryScheduled(first).attempt).toBe(2);
  });

  it('a failed attempt goes back to waiting with its count kept (its port is closed already)', async () => {
    const again = lostAgain(4);
    expect(again).toMatchObject({ kind: 'lost', attempt: 4, timer: undefined });
    await expect(again.closingPort).resolves.toBeUndefined();
    expect(retryScheduled(again).attempt).toBe(5);
  });
});
