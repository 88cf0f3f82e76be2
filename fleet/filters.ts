// The subscriptions each side makes, and MQTT's own filter matching (to check them in tests and
// to route received messages without a broker).
import { ok, type Result } from '../rules/index.ts';
import type { FleetError } from './errors.ts';
import { checkId } from './ids.ts';
import { TOPIC_ROOT, TOPIC_VERSION } from './topics.ts';

/**
 * What the fleet subscribes to: everything tables publish, for one site or (`site` left out)
 * every site. Not the commands: those are the fleet's own.
 */
export function fleetFilters(site?: string): Result<string[], FleetError> {
  let level = '+';
  if (site !== undefined) {
    const checked = checkId('site', site);
    if (!checked.ok) return checked;
    level = checked.value;
  }
  const base = `${TOPIC_ROOT}/${TOPIC_VERSION}/${level}/+`;
  return ok([`${base}/status`, `${base}/boards/+/status`, `${base}/games/+/state`, `${base}/games/+/events`, `${base}/cmd/+/reply`]);
}

/** Everything under the contract, for one site or every site: for watching (`mosquitto_sub -t`) and the fleet user's ACL. */
export function everythingFilter(site?: string): Result<string, FleetError> {
  if (site === undefined) return ok(`${TOPIC_ROOT}/${TOPIC_VERSION}/+/#`);
  const checked = checkId('site', site);
  return checked.ok ? ok(`${TOPIC_ROOT}/${TOPIC_VERSION}/${checked.value}/#`) : checked;
}

/** What a table subscribes to: its own commands (not their replies, which it writes). */
export function tableFilters(site: string, table: string): Result<string[], FleetError> {
  const s = checkId('site', site);
  if (!s.ok) return s;
  const t = checkId('table', table);
  if (!t.ok) return t;
  return ok([`${TOPIC_ROOT}/${TOPIC_VERSION}/${s.value}/${t.value}/cmd/+`]);
}

/**
 * MQTT 3.1.1 §4.7 matching: `+` one level, `#` the rest (and the parent level itself); a filter
 * starting with a wildcard does not match a topic starting with `$`.
 */
export function matchesFilter(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  if (topic.startsWith('$') && (f[0] === '+' || f[0] === '#')) return false;
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return i === f.length - 1;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}
