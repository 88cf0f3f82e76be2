// The café's access rules from the topic contract (issue 26): each table its own user, writing
// only under its own `tabletop/v1/<site>/<table>/` and reading only its own `cmd/`; the fleet
// user reading everything under `tabletop/v1/` and writing only commands. A central broker
// also knows one user per café bridge, which may write only under its own site.
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

export function bridgeRules(site: string): AclRule[] {
  return [{ access: 'write', topic: `${ROOT}/${site}/#` }];
}

export function cafeAcl(spec: CafeAclSpec): AclRules {
  const rules: Record<string, AclRule[]> = {};
  for (const [table, user] of Object.entries(spec.tables ?? {})) rules[user] = tableRules(spec.site, table);
  for (const user of spec.fleetUsers ?? []) rules[user] = fleetRules();
  for (const [site, user] of Object.entries(spec.bridges ?? {})) rules[user] = bridgeRules(site);
  return rules;
}
