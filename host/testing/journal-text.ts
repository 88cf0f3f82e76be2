// Reading and editing journal files in tests: records without their checksums, and a journal
// edited by hand given its checksums again (to reach the checks behind the checksum).
import { readFileSync } from 'node:fs';
import { lineOf, verifiedText, type BodyRecord, type CreatedRecord } from '../journal/records.ts';

/** Every line of a journal file as JSON, the `sum` field left out. */
export function recordsOf(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => {
    const { sum: _sum, ...record } = JSON.parse(line) as Record<string, unknown>;
    return record;
  });
}

/** A journal's text with every record summed again: hand edits then pass the checksum. */
export function resummed(text: string): string {
  const [header, ...rest] = text.split('\n');
  return [header, ...rest.map((line) => {
    if (line === '') return line;
    const verified = verifiedText(line);
    const { sum: _sum, ...record } = JSON.parse(verified.ok ? verified.text : line) as Record<string, unknown>;
    return lineOf(record as unknown as CreatedRecord | BodyRecord).slice(0, -1);
  })].join('\n');
}
