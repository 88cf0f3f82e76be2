// How much of each payload a receiver reads. Each bound is far above what a sound sender writes
// (a game's position JSON is a few KiB) and far below what would hurt the receiver.
import type { JsonLimits } from '../json.ts';

export const KIB = 1024;

export const LIMITS = {
  status: { maxBytes: 4 * KIB, maxDepth: 4 },
  boardStatus: { maxBytes: 32 * KIB, maxDepth: 8 },
  gameState: { maxBytes: 256 * KIB, maxDepth: 32 },
  gameEvent: { maxBytes: 64 * KIB, maxDepth: 32 },
  command: { maxBytes: 64 * KIB, maxDepth: 32 },
  reply: { maxBytes: 64 * KIB, maxDepth: 32 },
} as const satisfies Record<string, JsonLimits>;
