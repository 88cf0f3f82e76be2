// Writes frames.json and the examples section of PROTOCOL.md from the codec.
// Run after a deliberate protocol change: npx tsx hardware/vectors/write-frame-vectors.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { buildFrameVectors, frameVectorsJson, withDocExamples } from './frame-cases.ts';

const vectorsPath = new URL('./frames.json', import.meta.url);
const specPath = new URL('../PROTOCOL.md', import.meta.url);

const vectors = buildFrameVectors();
writeFileSync(vectorsPath, frameVectorsJson(vectors));
const spec = withDocExamples(readFileSync(specPath, 'utf8'), vectors);
if (spec === undefined) {
  console.error('PROTOCOL.md has no generated-examples markers; frames.json written, spec left alone');
  process.exitCode = 1;
} else {
  writeFileSync(specPath, spec);
  console.log(`wrote ${vectors.messages.length} message, ${vectors.lenient.length} lenient, `
    + `${vectors.corrupt.length} corrupt and ${vectors.slipStreams.length} SLIP stream vectors`);
}
