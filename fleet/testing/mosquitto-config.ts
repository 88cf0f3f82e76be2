// The text of a mosquitto 2 configuration and its ACL file, from a description. Pure: the
// process side (fleet/testing/mosquitto.ts) writes the files and starts the broker. The shape is
// the one a café uses (docs/FLEET.md): no anonymous clients, a password file, an ACL file, a TLS
// listener, and optionally a bridge to a central broker.

/** The café's packet limit (docs/FLEET.md): a little over the largest payload a table sends, a game's state of at most 256 KiB. */
export const CAFE_MAX_PACKET_BYTES = 300_000;

export type AclAccess = 'read' | 'write' | 'readwrite';

export interface AclRule {
  access: AclAccess;
  /** A topic filter; `+` and `#` as in MQTT. */
  topic: string;
}

/** Rules per user name. A user with no rules may do nothing once an ACL file is in force. */
export type AclRules = Record<string, readonly AclRule[]>;

export interface TlsListenerSpec {
  port: number;
  caFile: string;
  certFile: string;
  keyFile: string;
}

export interface BridgeSpec {
  /** The connection's name; also the bridge's client id on the remote broker. */
  name: string;
  /** host:port of the remote broker. */
  address: string;
  /** Topic filters carried to the remote broker, e.g. `tabletop/v1/<site>/#`. */
  outTopics: readonly string[];
  /**
   * Topic filters carried from the remote broker down to this one, e.g. the fleet's commands
   * `tabletop/v1/<site>/+/cmd/+`; none by default.
   */
  inTopics?: readonly string[];
  username: string;
  password: string;
  /** The CA the remote broker's certificate must chain to; absent, the bridge is plain MQTT. */
  caFile?: string;
}

export interface MosquittoConfigSpec {
  /** Plain MQTT listener. */
  port: number;
  bindAddress: string;
  tls?: TlsListenerSpec;
  passwordFile?: string;
  aclFile?: string;
  allowAnonymous: boolean;
  /** Directory for mosquitto.db (with a trailing slash or not); absent, nothing is kept. */
  persistenceDir?: string;
  /** When started as root, mosquitto drops to the user named here ("mosquitto" by default). */
  runAsUser?: string;
  bridge?: BridgeSpec;
  /** The largest MQTT packet taken (`max_packet_size`): a client sending a larger one is disconnected. */
  maxPacketBytes?: number;
}

export function mosquittoConfig(spec: MosquittoConfigSpec): string {
  const lines: string[] = ['# generated for a test by fleet/testing/mosquitto.ts', ''];
  // One set of users and rules for every listener.
  lines.push('per_listener_settings false');
  lines.push(`allow_anonymous ${spec.allowAnonymous ? 'true' : 'false'}`);
  if (spec.passwordFile !== undefined) lines.push(`password_file ${spec.passwordFile}`);
  if (spec.aclFile !== undefined) lines.push(`acl_file ${spec.aclFile}`);
  if (spec.runAsUser !== undefined) lines.push(`user ${spec.runAsUser}`);
  if (spec.persistenceDir !== undefined) {
    const dir = spec.persistenceDir.endsWith('/') ? spec.persistenceDir : `${spec.persistenceDir}/`;
    lines.push('persistence true', `persistence_location ${dir}`);
    // Save after every change, not only at a clean shutdown: a broker that is killed keeps what
    // it had acknowledged.
    lines.push('autosave_on_changes true', 'autosave_interval 1');
  } else {
    lines.push('persistence false');
  }
  if (spec.maxPacketBytes !== undefined) lines.push(`max_packet_size ${spec.maxPacketBytes}`);
  lines.push('log_dest stderr', 'log_timestamp false', 'connection_messages true');
  for (const t of ['error', 'warning', 'notice', 'information', 'subscribe', 'unsubscribe']) {
    lines.push(`log_type ${t}`);
  }
  lines.push('', `listener ${spec.port} ${spec.bindAddress}`);
  if (spec.tls !== undefined) {
    lines.push(
      '',
      `listener ${spec.tls.port} ${spec.bindAddress}`,
      `cafile ${spec.tls.caFile}`,
      `certfile ${spec.tls.certFile}`,
      `keyfile ${spec.tls.keyFile}`,
      'tls_version tlsv1.2',
    );
  }
  if (spec.bridge !== undefined) lines.push('', ...bridgeSection(spec.bridge));
  lines.push('');
  return lines.join('\n');
}

/** A `connection` section: everything after it in the file belongs to the bridge. */
export function bridgeSection(bridge: BridgeSpec): string[] {
  const lines = [
    `connection ${bridge.name}`,
    `address ${bridge.address}`,
    ...bridge.outTopics.map((t) => `topic ${t} out 1`),
    ...(bridge.inTopics ?? []).map((t) => `topic ${t} in 1`),
    `remote_clientid ${bridge.name}`,
    `remote_username ${bridge.username}`,
    `remote_password ${bridge.password}`,
    'bridge_protocol_version mqttv311',
    // Keep the session on both sides: QoS 1 messages wait while the remote broker is away.
    'cleansession false',
    // The state notifications would go to $SYS topics the remote ACL does not grant.
    'notifications false',
    'start_type automatic',
    // Retry after 1 s, backing off to 30 s while the remote broker stays away.
    'restart_timeout 1 30',
  ];
  if (bridge.caFile !== undefined) lines.push(`bridge_cafile ${bridge.caFile}`, 'bridge_insecure false');
  return lines;
}

/**
 * mosquitto's ACL file: the `pattern` lines first (for every user; `%u` is the user's name, `%c`
 * its client id), then for each user a `user` line and that user's `topic` lines.
 */
export function aclFile(rules: AclRules, patterns: readonly AclRule[] = []): string {
  const lines: string[] = [];
  for (const p of patterns) lines.push(`pattern ${p.access} ${p.topic}`);
  if (patterns.length > 0) lines.push('');
  for (const [user, userRules] of Object.entries(rules)) {
    lines.push(`user ${user}`);
    for (const r of userRules) lines.push(`topic ${r.access} ${r.topic}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The plain `user:password` lines that `mosquitto_passwd -U` hashes in place. */
export function plainPasswordFile(users: readonly { username: string; password: string }[]): string {
  return users.map((u) => `${u.username}:${u.password}\n`).join('');
}
