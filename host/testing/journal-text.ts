// Reading and editing journal files in tests: records without their checksums, and a journal
// edited by hand given its checksums (and its checkpoint) again, as only someone with this code
// can: to reach the checks behind the checksums, or to stand for a host that stopped earlier.
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { CheckpointFile } from '../journal/checkpoint.ts';
import { parseJournal } from '../journal/parse.ts';
import { chainAfterHeader, lineOf, type BodyRecord, type CreatedRecord } from '../journal/records.ts';

/** Every line of a journal file as JSON, the `sum` field left out. */
export function recordsOf(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => {
    const { sum: _sum, ...record } = JSON.parse(line) as Record<string, unknown>;
    return record;
  });
}

/** A journal's text with every record summed again, in order: hand edits then pass the checksums. */
export function resummed(text: string): string {
  const [header, ...rest] = text.split('\n');
  const { version } = JSON.parse(header) as { version: number };
  let chain = chainAfterHeader(version, header);
  return [header, ...rest.map((line) => {
    if (line === '') return line;
    const { sum: _sum, ...record } = JSON.parse(line) as Record<string, unknown>;
    const summed = lineOf(record as unknown as CreatedRecord | BodyRecord, chain);
    chain = summed.chain;
    return summed.line.slice(0, -1);
  })].join('\n');
}

/** Writes `text` as the journal at `path` as its host would have left it: summed again, its checkpoint to match. */
export function forge(path: string, text: string): void {
  writeFileSync(path, resummed(text));
  const parsed = parseJournal(readFileSync(path), path);
  if (!parsed.ok || 'unborn' in parsed.value) throw new Error(parsed.ok ? `${path} holds no game` : parsed.error);
  const checkpoint = CheckpointFile.open(path);
  if (!checkpoint.ok) throw new Error(checkpoint.error);
  const { lines, chain, before } = parsed.value;
  const failed = checkpoint.value.save({ line: lines, last: chain.last, before });
  checkpoint.value.close();
  if (failed !== null) throw new Error(failed);
}

/**
 * The same records as an older host wrote them: version 2 summed each line on its own, version 1
 * wrote no sums. (Older hosts kept no checkpoint: remove it beside the file.)
 */
export function asVersion(text: string, version: 1 | 2): string {
  const [, ...rest] = text.split('\n');
  const header = JSON.stringify({ format: 'tabletop-journal', version });
  return [header, ...rest.map((line) => {
    if (line === '') return line;
    const { sum: _sum, ...record } = JSON.parse(line) as Record<string, unknown>;
    const text = JSON.stringify(record);
    // Spelled out here, not taken from records.ts: the format as the older host wrote it.
    return version === 1 ? text : `${text.slice(0, -1)},"sum":"${crc32(text).toString(16).padStart(8, '0')}"}`;
  })].join('\n');
}
