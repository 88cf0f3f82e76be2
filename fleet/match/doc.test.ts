// docs/REMOTE-TOPICS.md lists the refusal codes and the payload limits; these are the code's,
// so the page and the contract cannot drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATCH_LIMITS, MATCH_TOPIC_KINDS, KIND_LEVELS, REFUSAL_CODES } from './index.ts';

const page = readFileSync(new URL('../../docs/REMOTE-TOPICS.md', import.meta.url), 'utf8');
const section = (title: string) => page.split(/^## /m).find((s) => s.startsWith(title)) ?? '';
/** The first cell of each table row in a section: `| \`code\` | … |`. */
const firstCells = (text: string) => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
const number = (text: string) => Number(text.replace(/\s/g, ''));

describe('docs/REMOTE-TOPICS.md', () => {
  it('lists every refusal code, and only those', () => {
    expect(firstCells(section('Who refuses what')).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it('lists every topic kind', () => {
    expect(firstCells(section('Topics')).slice(0, MATCH_TOPIC_KINDS.length).sort()).toEqual(MATCH_TOPIC_KINDS.map((k) => KIND_LEVELS[k]).sort());
  });

  it('gives each payload the limits its reader has', () => {
    const rows = [...section('Payloads').matchAll(/^\| `([^`]+)` \|.*\| ([\d ]+) \| (\d+) \|$/gm)].map((m) => [m[1], number(m[2]), Number(m[3])]);
    const byTopic: Record<string, keyof typeof MATCH_LIMITS> = {
      'presence': 'presence', 'moves': 'move', 'applied': 'applied', 'choice': 'choice', 'cast/commit': 'castCommit', 'cast/reveal': 'castReveal', 'cast/entered': 'castEntered', 'snapshot': 'snapshot',
    };
    expect(rows).toHaveLength(8);
    for (const [topic, bytes, depth] of rows) {
      const limits = MATCH_LIMITS[byTopic[topic as string]];
      expect([topic, bytes, depth]).toEqual([topic, limits.maxBytes, limits.maxDepth]);
    }
  });
});
