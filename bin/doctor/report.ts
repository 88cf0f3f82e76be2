// How the findings are printed: one line each (`ok`/`warn`/`fail`, what, the fix), or one JSON
// object; and the exit code: 0 unless something failed (warnings are allowed).
import type { Finding } from './finding.ts';

export interface Report { ok: boolean; findings: Finding[] }

export const reportOf = (findings: Finding[]): Report => ({ ok: findings.every((f) => f.status !== 'fail'), findings });

export const exitCodeOf = (report: Report): number => (report.ok ? 0 : 1);

export function textLines({ findings }: Report): string[] {
  return findings.map((f) => `${f.status.padEnd(4)}  ${f.check}: ${f.message}${f.fix === undefined ? '' : ` — fix: ${f.fix}`}`);
}
