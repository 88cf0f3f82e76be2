// A toy game for the match tests, as a host's engine and journal would answer the reducer:
// seats north and south take turns moving `m1` … `m5`; every third step is a cast of four sticks
// that adds its heads to the total; the game ends after 30 steps. With choices (toyTurnWithChoices),
// every fifth step that is no cast is a choice, `keep` or `double`, by the seat that moved last.
import { createHash } from 'node:crypto';
import type { PeerCheck, Turn } from '../peer.ts';
import { positionHash } from '../position-hash.ts';

export const TOY_GAME = 'toy';
export const TOY_STEPS = 30;
/** `by`: a cast counted on real sticks by that seat (a match of physical casts). */
type ToyStep = { kind: 'move'; seat: string; move: string } | { kind: 'cast'; heads: number; by?: string } | { kind: 'choice'; seat: string; choice: string };
export const TOY_OPTIONS = ['keep', 'double'] as const;

export function toyTurn(seq: number): Turn {
  if (seq < 1 || seq > TOY_STEPS) return { kind: 'over' };
  if (seq % 3 === 0) return { kind: 'cast', sticks: 4 };
  const movesBefore = seq - 1 - Math.floor((seq - 1) / 3);
  return { kind: 'move', seat: movesBefore % 2 === 0 ? 'north' : 'south' };
}

/** The toy with choices: steps 5, 10, 20, 25 are choices (15 and 30 stay casts). */
export function toyTurnWithChoices(seq: number): Turn {
  if (seq < 1 || seq > TOY_STEPS) return { kind: 'over' };
  if (seq % 3 === 0) return { kind: 'cast', sticks: 4 };
  const isChoice = (n: number) => n % 5 === 0 && n % 3 !== 0;
  let movesBefore = 0;
  for (let n = 1; n < seq; n++) if (n % 3 !== 0 && !isChoice(n)) movesBefore++;
  // The choice is the last mover's; a move alternates from north.
  if (isChoice(seq)) return { kind: 'choice', seat: movesBefore % 2 === 1 ? 'north' : 'south', options: TOY_OPTIONS };
  return { kind: 'move', seat: movesBefore % 2 === 0 ? 'north' : 'south' };
}

export class ToyEngine {
  constructor(private readonly turn: (seq: number) => Turn = toyTurn) {}
  readonly steps: ToyStep[] = [];
  readonly hashes: string[] = [this.hashNow()];

  position() {
    const total = this.steps.reduce((sum, s) => (s.kind === 'cast' ? sum + s.heads : s.kind === 'choice' ? (s.choice === 'double' ? sum * 2 : sum) : sum + Number(s.move.slice(1))), 0);
    return { steps: this.steps.length, total, last: this.steps.at(-1) ?? null };
  }

  private hashNow(): string {
    const h = positionHash(this.position());
    if (!h.ok) throw new Error(h.error.message);
    return h.value;
  }

  take(step: ToyStep): void {
    this.steps.push(step);
    this.hashes.push(this.hashNow());
  }

  check(): PeerCheck {
    return {
      turnAt: (seq) => (seq <= this.steps.length ? this.taken(seq) : this.turn(seq)),
      legal: (move) => (/^m[1-5]$/.test(move) ? null : `${JSON.stringify(move.slice(0, 20))} is none of m1 … m5`),
      hashAt: (seq) => this.hashes[seq] ?? null,
      moveAt: (seq) => {
        const s = this.steps[seq - 1];
        return s?.kind === 'move' ? s.move : null;
      },
      choiceAt: (seq) => {
        const s = this.steps[seq - 1];
        return s?.kind === 'choice' ? s.choice : null;
      },
      // The last mover casts.
      casterAt: (seq) => {
        for (let n = Math.min(seq, this.steps.length + 1) - 1; n >= 1; n--) {
          const s = n <= this.steps.length ? this.steps[n - 1] : null;
          if (s?.kind === 'move') return s.seat;
          if (s === null) { const t = this.turn(n); if (t.kind === 'move') return t.seat; }
        }
        return 'north';
      },
      enteredAt: (seq) => {
        const s = this.steps[seq - 1];
        return s?.kind === 'cast' && s.by !== undefined ? s.heads : null;
      },
    };
  }

  /** A step taken, as the reducer's turn (a choice taken offers nothing any more). */
  private taken(seq: number): Turn {
    const s = this.steps[seq - 1];
    return s.kind === 'cast' ? { kind: 'cast', sticks: 4 } : s.kind === 'move' ? { kind: 'move', seat: s.seat } : { kind: 'choice', seat: s.seat, options: [] };
  }
}

/** Secrets from a counter, for tests only (a host takes 32 bytes of crypto.randomBytes). */
export const testSecret = (label: string): string => createHash('sha256').update(`test secret ${label}`).digest('hex');
