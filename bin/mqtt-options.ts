// `start --mqtt URL` and its companions: the broker a table reports to, who it is there (site and
// table ids, checked as the topic contract wants them), how it logs in (a user; the password from
// $TABLETOP_MQTT_PASSWORD or a file, never from the command line, where `ps` shows it to all),
// the CA its TLS trusts and its keepalive. Without --mqtt: null, and nothing is sent anywhere.
import type { Checked } from '../host/index.ts';
import { checkBrokerUrl, checkId, checkKeepalive, tableIdFromHostname, type BrokerSettings } from '../fleet/index.ts';
import { readRegularFile } from './read-file.ts';
import { secretLine } from './secret-file.ts';

export const DEFAULT_SITE = 'local';
/** A password file or a CA bundle is small; anything larger is not what was meant. */
const CA_FILE_MAX = 1024 * 1024;

export interface BrokerValues {
  mqtt?: string;
  site?: string;
  table?: string;
  'mqtt-user'?: string;
  'mqtt-password-file'?: string;
  'mqtt-ca'?: string;
  'mqtt-keepalive'?: string;
}

const COMPANIONS = ['mqtt-user', 'mqtt-password-file', 'mqtt-ca', 'mqtt-keepalive'] as const;

export async function parseBrokerOptions(values: BrokerValues, env: NodeJS.ProcessEnv, machineName: string): Promise<Checked<BrokerSettings | null>> {
  if (values.mqtt === undefined) {
    const stray = COMPANIONS.find((name) => values[name] !== undefined);
    if (stray !== undefined) return { ok: false, error: `--${stray} is for a broker: give --mqtt URL too` };
    return { ok: true, value: null };
  }
  const url = checkBrokerUrl(values.mqtt);
  if (!url.ok) return url;
  const site = checkId('site', values.site ?? DEFAULT_SITE);
  if (!site.ok) return { ok: false, error: `--site: ${site.error.message}` };
  const table = values.table === undefined ? tableIdFromHostname(machineName) : checkId('table', values.table);
  if (!table.ok) return { ok: false, error: `${values.table === undefined ? 'the table id' : '--table'}: ${table.error.message}` };
  const keepalive = checkKeepalive(values['mqtt-keepalive']);
  if (!keepalive.ok) return keepalive;
  const password = await passwordOf(values['mqtt-password-file'], env);
  if (!password.ok) return password;
  if (password.value !== undefined && values['mqtt-user'] === undefined) return { ok: false, error: 'a broker password was given without --mqtt-user' };
  let ca: string | undefined;
  if (values['mqtt-ca'] !== undefined) {
    const read = await readRegularFile(values['mqtt-ca'], CA_FILE_MAX);
    if (!read.ok) return { ok: false, error: `--mqtt-ca: ${read.error}` };
    if (!read.value.includes('-----BEGIN CERTIFICATE-----')) return { ok: false, error: `--mqtt-ca: ${values['mqtt-ca']} holds no PEM certificate (-----BEGIN CERTIFICATE-----)` };
    if (url.value.protocol !== 'mqtts:') return { ok: false, error: '--mqtt-ca is for a TLS broker: give an mqtts:// URL' };
    ca = read.value;
  }
  return {
    ok: true,
    value: {
      url: values.mqtt, site: site.value, table: table.value, keepaliveS: keepalive.value,
      ...(values['mqtt-user'] === undefined ? {} : { username: values['mqtt-user'] }),
      ...(password.value === undefined ? {} : { password: password.value }),
      ...(ca === undefined ? {} : { ca }),
    },
  };
}

/** The file's first line (a trailing newline is not part of a password), else $TABLETOP_MQTT_PASSWORD. */
async function passwordOf(file: string | undefined, env: NodeJS.ProcessEnv): Promise<Checked<string | undefined>> {
  if (file !== undefined) return secretLine('--mqtt-password-file', file, 'password');
  const fromEnv = env.TABLETOP_MQTT_PASSWORD;
  return { ok: true, value: fromEnv === undefined || fromEnv === '' ? undefined : fromEnv };
}
