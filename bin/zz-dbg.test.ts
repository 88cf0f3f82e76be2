import { it } from 'vitest';
import { SIM_BOARD_ID, startSimHost } from './sim-host.ts';
it('dbg', async () => {
  const sim = await startSimHost({ game: { game: 'free' } });
  await new Promise((r) => setTimeout(r, 300));
  const r = sim.host.startGame(SIM_BOARD_ID, { game: 'cetkaik', options: { bot: { side: 'IA', level: 'easy' } } });
  console.log(r.ok);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const c = sim.host.board(SIM_BOARD_ID)!.counters!;
    console.log('t', i, c.framesIn, c.framesMissed, c.seqGaps, c.ackTimeouts, c.reconnects, c.crcErrors);
  }
  await sim.close();
}, 60000);
