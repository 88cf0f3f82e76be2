// The café's access rules from the topic contract (issue 26): each table its own user, writing
// only under its own `tabletop/v1/<site>/<table>/` and reading only its own `cmd/`; the fleet
// user reading everything under `tabletop/v1/` and writing only commands. A central broker
// also knows one user per café bridge, which may write only under its own site and read only
// its own site's commands (carried down to the café's tables).
import type { AclRule, AclRules } from './mosquitto-config.ts';

const ROOT = 'tabletop/v1';

export interface CafeAclSpec {
  site: string;
  /** Table id → the user name that table's host logs in with. */
  tables?: Readonly<Record<string, string>>;
  /** The fleet service's user name(s). */
  fleetUsers?: readonly string[];
  /** Site id → the user name that café's bridge logs in with (on a central broker). */
  bridges?: Readonly<Record<string, string>>;
}

export function tableRules(site: string, table: string): AclRule[] {
  return [
    { access: 'write', topic: `${ROOT}/${site}/${table}/#` },
    { access: 'read', topic: `${ROOT}/${site}/${table}/cmd/#` },
  ];
}

export function fleetRules(): AclRule[] {
  return [
    { access: 'read', topic: `${ROOT}/#` },
    { access: 'write', topic: `${ROOT}/+/+/cmd/#` },
  ];
}

/**
 * The fleet's commands to a café's tables, `tabletop/v1/<site>/<table>/cmd/<verb>`: the filter a
 * café's bridge carries in (`topic … in 1`). One level after `cmd/`, so the tables' replies
 * (`cmd/<verb>/reply`, carried out with the rest of the site) never match it and come back down.
 */
export function commandFilter(site: string): string {
  return `${ROOT}/${site}/+/cmd/+`;
}

/**
 * The bridge user of café `site` on the central broker: it publishes the café's topics (its
 * `out` topics) and is handed the site's commands (its `in` topic). mosquitto checks this read
 * rule on every command it hands the bridge: without it, the fleet's commands never leave the
 * central broker.
 *
 * The café's own broker needs no rule for its bridge: mosquitto 2.0 does not check the ACL for a
 * bridge's local side (not even with `local_username`; tried with 2.0.11), so what the bridge
 * publishes at the café and what it takes from it are bounded by its `topic` lines alone, and the
 * café's tables still read only their own `cmd/` (tableRules).
 */
export function bridgeRules(site: string): AclRule[] {
  return [
    { access: 'write', topic: `${ROOT}/${site}/#` },
    { access: 'read', topic: commandFilter(site) },
  ];
}

export function cafeAcl(spec: CafeAclSpec): AclRules {
  const rules: Record<string, AclRule[]> = {};
  for (const [table, user] of Object.entries(spec.tables ?? {})) rules[user] = tableRules(spec.site, table);
  for (const user of spec.fleetUsers ?? []) rules[user] = fleetRules();
  for (const [site, user] of Object.entries(spec.bridges ?? {})) rules[user] = bridgeRules(site);
  return rules;
}
