import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import type { Message } from '../../hardware/index.ts';
import { FrameWaits } from './frame-waits.ts';

const pong = (nonce: number): Message => ({ type: 'PONG', seq: 1, nonce });
const isPong = (nonce: number) => (m: Message) => m.type === 'PONG' && m.nonce === nonce;

describe('FrameWaits', () => {
  it('ends a wait with the first frame it matches, and only that wait', async () => {
    const clock = new VirtualClock();
    const waits = new FrameWaits(clock);
    const one = waits.next(isPong(1), 100);
    const two = waits.next(isPong(2), 100);
    waits.heard(pong(3));
    waits.heard(pong(2));
    waits.heard(pong(1));
    expect(await one).toEqual(pong(1));
    expect(await two).toEqual(pong(2));
    expect(clock.nextDue()).toBeUndefined(); // their timeouts are cleared
  });

  it('ends a wait with nothing after its timeout, in virtual time', async () => {
    const clock = new VirtualClock();
    const waits = new FrameWaits(clock);
    let result: Message | undefined | 'pending' = 'pending';
    void waits.next(isPong(1), 100).then((m) => { result = m; });
    await clock.advanceBy(99);
    expect(result).toBe('pending');
    await clock.advanceBy(1);
    expect(result).toBeUndefined();
    waits.heard(pong(1)); // too late: nothing waits any more
  });

  it('endAll ends every wait with nothing', async () => {
    const clock = new VirtualClock();
    const waits = new FrameWaits(clock);
    const pending = [waits.next(() => true, 100), waits.next(isPong(5), 500)];
    waits.endAll();
    expect(await Promise.all(pending)).toEqual([undefined, undefined]);
    expect(clock.nextDue()).toBeUndefined();
  });
});
