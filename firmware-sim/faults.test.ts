// Fault injection: stuck and flickering contacts, line faults, unplug / replug, all seeded.
import { describe, expect, it } from 'vitest';
import { builtinProfiles, hostHello } from '../hardware/index.ts';
import type { Message, State } from '../hardware/index.ts';
import { createRig, openPort } from './harness.ts';
import type { Rig } from './harness.ts';

/**
 * A piece on cell 3 and cell 33 flickering (2 ms on, 2 ms off), the board unplugged and replugged
 * at each phase of the flicker: the host's port 50 ms after each replug (closed and the board
 * unplugged again once the loop goes on).
 */
async function* replugsAcrossFlicker(rig: Rig): AsyncGenerator<{ offset: number; host: Awaited<ReturnType<typeof openPort>> }> {
  const { clock, board, sim } = rig;
  board.place(3);
  board.flicker(33, 4);
  board.unplug();
  for (const offset of [0, 1, 2, 3]) {
    await clock.advanceBy(100 + offset);
    board.replug();
    const host = await openPort(sim, 'sim:1', clock);
    await clock.advanceBy(50);
    yield { offset, host };
    await host.close();
    board.unplug();
  }
}

const HELLO_REQUEST = (() => { const { seq: _seq, ...rest } = hostHello(0); return rest; })();

function lastState(rig: Rig): State {
  const states = rig.host.messages('STATE') as State[];
  return states[states.length - 1];
}

describe('stuck contacts', () => {
  it('read as stuck whatever stands on them, until repaired', async () => {
    const rig = await createRig();
    const { clock, board, host } = rig;
    board.stick(20, true);
    await clock.advanceBy(20);
    expect(lastState(rig).occupied[20]).toBe(true);

    host.clear();
    board.place(20);
    board.lift(20);
    board.place(20);
    board.lift(20);
    await clock.advanceBy(50);
    expect(host.messages('STATE')).toHaveLength(0);

    board.stick(20, null);
    await clock.advanceBy(20);
    expect(lastState(rig).occupied[20]).toBe(false);

    board.place(21);
    board.stick(21, false); // a dead reed: the piece is there, the board never sees it
    await clock.advanceBy(20);
    expect(lastState(rig).occupied[21]).toBe(false);
    expect(board.debouncedOccupancy()[21]).toBe(false);
  });
});

describe('flickering contacts', () => {
  it('deferred: a flicker faster than the debounce window is filtered out', async () => {
    const { clock, board, host } = await createRig({ debounceMode: 'deferred' });
    board.flicker(33, 4); // 2 ms on, 2 ms off
    const seen = new Set<boolean>();
    for (let i = 0; i < 40; i++) { seen.add(board.occupiedRaw()[33]); await clock.advanceBy(0.5); }
    expect(seen).toEqual(new Set([true, false]));
    await clock.advanceBy(200);
    expect(host.messages('STATE')).toHaveLength(0);
  });

  it('deferred: a contact flickering at power-up is not reported as a piece, however the first scan reads it', async () => {
    for await (const { offset, host } of replugsAcrossFlicker(await createRig({ debounceMode: 'deferred' }))) {
      const states = host.messages('STATE') as State[];
      expect(states.length, `phase ${offset}`).toBeGreaterThan(0);
      for (const state of states) {
        expect(state.occupied[33], `phase ${offset}`).toBe(false);
        expect(state.occupied[3], `phase ${offset}`).toBe(true);
      }
    }
  });

  it('eager (the 9x9 profile\'s mode): a flicker faster than the window reaches the host, each change held for the window; a piece standing at power-up is always reported', async () => {
    for await (const { offset, host } of replugsAcrossFlicker(await createRig())) {
      const states = host.timed('STATE');
      expect(states.length, `phase ${offset}`).toBeGreaterThan(5); // cell 33 comes and goes
      for (const { message } of states) expect(message.occupied[3], `phase ${offset}`).toBe(true);
      const changes = states.filter((st, i) => i > 0 && st.message.occupied[33] !== states[i - 1].message.occupied[33]);
      expect(changes.length, `phase ${offset}`).toBeGreaterThan(3);
      // Never the flicker's 2 ms: a change, then the cell held for the 5 ms window.
      for (let i = 1; i < changes.length; i++) expect(changes[i].at - changes[i - 1].at, `phase ${offset}`).toBeGreaterThanOrEqual(5 - 0.2);
    }
  });

  it('a slow flicker shows up as a cell blinking in the STATEs, and stops when cleared', async () => {
    const { clock, board, host } = await createRig();
    board.flicker(33, 40); // 20 ms on, 20 ms off
    await clock.advanceBy(200);
    const values = (host.messages('STATE') as State[]).map((s) => s.occupied[33]);
    expect(values.length).toBeGreaterThanOrEqual(9);
    values.forEach((v, i) => expect(v).toBe(i % 2 === 0));

    board.flicker(33, null);
    await clock.advanceBy(100);
    host.clear();
    await clock.advanceBy(900);
    expect((host.messages('STATE') as State[]).every((s) => !s.occupied[33])).toBe(true);
  });
});

describe('line faults', () => {
  async function chatter(seed: number, faults: Parameters<Rig['board']['setLineFaults']>[0]): Promise<Rig & { bootBytes: number }> {
    const rig = { ...(await createRig({ faultSeed: seed })), bootBytes: 0 };
    rig.bootBytes = rig.board.counters.toHost.bytesSent;
    rig.board.setLineFaults(faults);
    for (let i = 0; i < 300; i++) {
      rig.host.send({ type: 'PING', nonce: i });
      await rig.clock.advanceBy(2);
    }
    await rig.clock.advanceBy(20);
    return rig;
  }

  it('drop, corrupt and duplicate board→host bytes at the configured rates', async () => {
    const rig = await chatter(7, { dropRate: 0.05, corruptRate: 0.03, duplicateRate: 0.02 });
    const wire = rig.board.counters.toHost;
    expect(wire.bytesSent).toBeGreaterThan(3000);
    expect(wire.bytesDropped / wire.bytesSent).toBeGreaterThan(0.035);
    expect(wire.bytesDropped / wire.bytesSent).toBeLessThan(0.065);
    expect(wire.bytesCorrupted / wire.bytesSent).toBeGreaterThan(0.018);
    expect(wire.bytesCorrupted / wire.bytesSent).toBeLessThan(0.042);
    expect(wire.bytesDuplicated / wire.bytesSent).toBeGreaterThan(0.01);
    expect(wire.bytesDuplicated / wire.bytesSent).toBeLessThan(0.03);
    // What reached the host is exactly what the line let through (the boot chatter before the
    // faults were set was cleared from the host's record; it passed the line clean).
    const clean = rig.bootBytes;
    expect(rig.host.bytes.length).toBe(wire.bytesSent - clean - wire.bytesDropped + wire.bytesDuplicated);
    // The host sees damaged frames, and the frames that pass the CRC carry true nonces.
    expect(rig.host.decodeErrors()).toBeGreaterThan(10);
    const nonces = (rig.host.messages('PONG') as Extract<Message, { type: 'PONG' }>[]).map((p) => p.nonce);
    expect(nonces.length).toBeGreaterThan(100);
    expect(nonces.every((n) => n >= 0 && n < 300)).toBe(true);
    // Host→board is clean unless asked.
    expect(rig.board.counters.badFrames).toBe(0);
  });

  it('are deterministic per faultSeed', async () => {
    const faults = { dropRate: 0.05, corruptRate: 0.05, duplicateRate: 0.05 };
    const a = await chatter(3, faults);
    const b = await chatter(3, faults);
    const c = await chatter(4, faults);
    expect(b.host.bytes).toEqual(a.host.bytes);
    expect(c.host.bytes).not.toEqual(a.host.bytes);
  });

  it('can hit host→board bytes too; the board drops and counts the damaged frames', async () => {
    const rig = await createRig({ faultSeed: 11 });
    rig.board.setLineFaults({ corruptRate: 0.05 }, 'host-to-board');
    for (let i = 0; i < 200; i++) {
      rig.host.send({ type: 'PING', nonce: i });
      await rig.clock.advanceBy(2);
    }
    await rig.clock.advanceBy(20);
    const { counters } = rig.board;
    expect(counters.toBoard.bytesCorrupted).toBeGreaterThan(0);
    expect(counters.badFrames).toBeGreaterThan(10);
    expect(counters.framesIn + counters.badFrames).toBeGreaterThanOrEqual(200);
    expect(rig.host.messages('PONG').length).toBe(counters.framesIn);
    expect(counters.toHost.bytesCorrupted).toBe(0);
  });

  it('a host at the wrong baud rate hears only noise', async () => {
    const rig = await createRig({}, 0);
    await rig.host.close();
    const wrong = await openPort(rig.sim, 'sim:1', rig.clock, 9600);
    wrong.send(HELLO_REQUEST);
    await rig.clock.advanceBy(3000);
    expect(wrong.bytes.length).toBeGreaterThan(0);
    expect(wrong.messages()).toHaveLength(0);
    expect(rig.board.counters.toBoard.bytesGarbled).toBeGreaterThan(0);
    expect(rig.board.counters.framesIn).toBe(0);
  });
});

describe('unplug and replug', () => {
  it('unplug closes the host stream with a disconnect error, kills power, and makes open fail', async () => {
    const rig = await createRig();
    const { clock, board, host, sim } = rig;
    host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [{ r: 9, g: 9, b: 9 }], cells: Array.from({ length: 81 }, () => ({ colour: 0, blink: false })) });
    board.place(3);
    await clock.advanceBy(30);
    expect(board.shownLeds()[0]).toMatchObject({ r: 9 });

    board.unplug();
    await clock.advanceBy(1);
    expect(host.closeError).toBeInstanceOf(Error);
    expect(host.closeError?.disconnected).toBe(true);
    expect(host.port.isOpen).toBe(false);
    expect(board.isPlugged).toBe(false);
    expect(board.shownLeds().every((led) => led.r === 0 && led.g === 0 && led.b === 0)).toBe(true);

    expect(await sim.binding.list()).toEqual([]);
    await expect(openPort(sim, 'sim:1', clock)).rejects.toMatchObject({ code: 'ENOENT', message: expect.stringContaining('sim:1') });

    // Nothing runs while unpowered: no STATE reports pile up anywhere.
    const sent = board.counters.framesOut;
    await clock.advanceBy(5000);
    expect(board.counters.framesOut).toBe(sent);
  });

  it('replug: the port is listed again, opens, and the board announces itself from scratch', async () => {
    const rig = await createRig();
    const { clock, board, sim } = rig;
    board.place(3);
    await clock.advanceBy(3000);
    board.unplug();
    await clock.advanceBy(500);

    board.replug();
    expect((await sim.binding.list()).map((p) => p.path)).toEqual(['sim:1']);
    const host = await openPort(sim, 'sim:1', clock);
    await clock.advanceBy(20);
    const [hello, state] = host.messages();
    expect(hello).toMatchObject({ type: 'HELLO', seq: 0, firmwareId: 'SIMBOARD' });
    expect(state).toMatchObject({ type: 'STATE', seq: 1 });
    expect((state as State).uptimeMs).toBeLessThan(20);
    expect((state as State).occupied[3]).toBe(true); // the piece stayed on the board

    host.clear();
    host.send(HELLO_REQUEST);
    await clock.advanceBy(20);
    expect(host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE']);
    expect(board.counters.unplugs).toBe(1);
  });

  it('the same SerialPortStream can be reopened after a replug', async () => {
    const { clock, board, host } = await createRig({ profile: builtinProfiles['10x10'] });
    board.unplug();
    await clock.advanceBy(1);
    expect(host.port.isOpen).toBe(false);
    board.replug();
    await new Promise<void>((resolve, reject) => host.port.open((err) => (err ? reject(err) : resolve())));
    host.clear();
    host.send({ type: 'PING', nonce: 5 });
    await clock.advanceBy(20);
    expect(host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 5 })]);
  });
});
