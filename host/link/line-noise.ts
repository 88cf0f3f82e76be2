// When a switched line is too noisy to keep: the trouble a link sees at a speed above the opening
// one, weighed over a short window. A line that carries 115200 baud but not 1 000 000 shows it as
// bad frames, runs of garbage between good frames and lost links; reconnecting at the same speed
// each time only makes the link flap, so past the limit the link steps down and holds there.
// Pure: times come from the caller.

/** How far back trouble counts. */
export const NOISE_WINDOW_MS = 10_000;

/** Trouble points within the window that make the link step down. */
export const NOISE_LIMIT = 8;

/** What each kind of trouble weighs: 8 bad frames, or 2 garbage runs or lost links, reach the limit. */
export const NOISE_POINTS = {
  /** A frame dropped for its CRC or length. */
  'bad-frame': 1,
  /** More garbage than any frame of the board's without a valid frame, while the board still answers. */
  'garbage': 4,
  /** The link lost at the switched speed (garbage with no answer, or silence). */
  'lost': 4,
} as const;

export type Trouble = keyof typeof NOISE_POINTS;

/**
 * How long a link that stepped down stays down before it tries the faster speed again: long
 * enough that a bad cable costs one step down every few minutes, not a flap every few seconds.
 */
export const SPEED_HOLD_MS = 5 * 60_000;

export class NoiseMeter {
  private events: { at: number; points: number; kind: Trouble }[] = [];

  /** Records trouble at `at`; true when the window now holds NOISE_LIMIT points or more. */
  record(kind: Trouble, at: number): boolean {
    this.events = this.events.filter((e) => e.at > at - NOISE_WINDOW_MS);
    this.events.push({ at, points: NOISE_POINTS[kind], kind });
    return this.events.reduce((sum, e) => sum + e.points, 0) >= NOISE_LIMIT;
  }

  /** What the window holds, in words: "9 bad frames, 1 garbage run". */
  describe(): string {
    const count = (kind: Trouble) => this.events.filter((e) => e.kind === kind).length;
    const parts: string[] = [];
    const badFrames = count('bad-frame');
    const garbage = count('garbage');
    const lost = count('lost');
    if (badFrames > 0) parts.push(`${badFrames} bad frame${badFrames === 1 ? '' : 's'}`);
    if (garbage > 0) parts.push(`${garbage} run${garbage === 1 ? '' : 's'} of garbage`);
    if (lost > 0) parts.push(`${lost} lost link${lost === 1 ? '' : 's'}`);
    return `${parts.join(', ')} within ${NOISE_WINDOW_MS / 1000} s`;
  }

  reset(): void { this.events = []; }
}
