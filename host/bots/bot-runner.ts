// The host's side of the bot worker: one worker thread for every computer opponent of the host,
// started when first needed, asked one decision at a time per game; a search of a second or two
// never holds the boards' event loop.
import { Worker } from 'node:worker_threads';
import type { BotSeat } from '../../rules/index.ts';

export interface BotRequest { id: number; game: string; state: unknown; seat: BotSeat; seed: number; history: unknown[] }
export type BotAnswer =
  | { id: number; ok: true; kind: 'move' | 'choice'; text: string; reason: string }
  | { id: number; ok: false; error: string };
export type BotDecided = Omit<Extract<BotAnswer, { ok: true }>, 'id'> | Omit<Extract<BotAnswer, { ok: false }>, 'id'>;

/** How the host asks for a decision; tests hand in one that answers at once. */
export type DecideBot = (request: Omit<BotRequest, 'id'>) => Promise<BotDecided>;

export class BotRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: BotDecided) => void>();

  readonly decide: DecideBot = (request) => new Promise((resolve) => {
    const id = this.nextId++;
    this.waiting.set(id, resolve);
    this.start().postMessage({ ...request, id });
  });

  private start(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./bot-worker.mjs', import.meta.url));
    worker.unref(); // a host that stops does not wait for the bot
    worker.on('message', (answer: BotAnswer) => {
      const resolve = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      const { id: _id, ...decided } = answer;
      resolve?.(decided);
    });
    worker.on('error', (e) => this.failAll(`the bot stopped: ${e.message}`));
    worker.on('exit', () => { this.worker = null; this.failAll('the bot stopped'); });
    this.worker = worker;
    return worker;
  }

  private failAll(error: string): void {
    for (const resolve of this.waiting.values()) resolve({ ok: false, error });
    this.waiting.clear();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
