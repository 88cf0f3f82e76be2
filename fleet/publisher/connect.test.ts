// The broker client's options from the table's settings, checked without a broker: URLs refused
// as values, the keepalive's bounds, one client id per table, MQTT 3.1.1, no password in a URL, the
// Last Will as the contract's `lost` status, retained; and the broker's errors in words.
import { describe, expect, it } from 'vitest';
import { decodeStatus, type TableStatus } from '../payloads/index.ts';
import { checkBrokerUrl, checkKeepalive, clientOptions, describeBrokerError } from './connect.ts';

const online: TableStatus = { state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 };
const settings = { url: 'mqtt://127.0.0.1:1883', site: 's', table: 't1' };

describe('broker client options', () => {
  it('takes mqtt:// and mqtts:// only, with a host and no user, password or path', () => {
    expect(checkBrokerUrl('mqtt://broker.cafe:1883')).toMatchObject({ ok: true });
    expect(checkBrokerUrl('mqtts://broker.cafe')).toMatchObject({ ok: true });
    expect(checkBrokerUrl('http://broker.cafe')).toEqual({ ok: false, error: '--mqtt takes mqtt:// or mqtts:// only, not http:// ("http://broker.cafe")' });
    expect(checkBrokerUrl('ws://broker.cafe')).toMatchObject({ ok: false });
    expect(checkBrokerUrl('broker.cafe:1883')).toMatchObject({ ok: false });
    expect(checkBrokerUrl('not a url')).toMatchObject({ ok: false, error: expect.stringContaining('--mqtt takes a broker\'s URL') });
    expect(checkBrokerUrl('mqtt://table:secret@broker.cafe')).toMatchObject({ ok: false, error: expect.stringContaining('never in the URL') });
    expect(checkBrokerUrl('mqtt://broker.cafe/topic')).toMatchObject({ ok: false });
  });

  it('takes a keepalive of 1 to 65535 whole seconds, 10 by default', () => {
    expect(checkKeepalive(undefined)).toEqual({ ok: true, value: 10 });
    expect(checkKeepalive('1')).toEqual({ ok: true, value: 1 });
    expect(checkKeepalive('65535')).toEqual({ ok: true, value: 65535 });
    for (const bad of ['0', '65536', '1.5', '-3', '', 'ten']) expect(checkKeepalive(bad)).toMatchObject({ ok: false });
  });

  it('connects with MQTT 3.1.1 as tabletop-<site>-<table>, its Last Will the status turned lost, retained, QoS 1', () => {
    const made = clientOptions({ ...settings, username: 'table-t1', password: 'pw', ca: 'PEM' }, online);
    if (!made.ok) throw new Error(made.error);
    const { options } = made.value;
    expect(options).toMatchObject({ protocolVersion: 4, clientId: 'tabletop-s-t1', keepalive: 10, clean: true, username: 'table-t1', password: 'pw', ca: 'PEM', rejectUnauthorized: true });
    expect(options.will).toMatchObject({ topic: 'tabletop/v1/s/t1/status', qos: 1, retain: true });
    expect(decodeStatus(options.will!.payload as Buffer)).toEqual({ ok: true, value: { ...online, state: 'lost' } });
    expect(clientOptions({ ...settings, keepaliveS: 1 }, online)).toMatchObject({ ok: true, value: { options: { keepalive: 1 } } });
  });

  it('refuses ids that cannot be topic levels', () => {
    expect(clientOptions({ ...settings, table: 't/1' }, online)).toMatchObject({ ok: false, error: expect.stringContaining('The table id "t/1" is refused') });
    expect(clientOptions({ ...settings, site: '#' }, online)).toMatchObject({ ok: false, error: expect.stringContaining('The site id "#" is refused') });
  });

  it('says what the broker refused in words', () => {
    const at = { url: 'mqtt://b:1883', username: 'table-t1' };
    expect(describeBrokerError(Object.assign(new Error('Connection refused: Not authorized'), { code: 135 }), at))
      .toBe('the broker mqtt://b:1883 refused the table as user "table-t1": not authorised (check --mqtt-user and the password, and the broker\'s password file and ACL)');
    expect(describeBrokerError(Object.assign(new Error('self-signed certificate in certificate chain'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' }), at))
      .toMatch(/^TLS refused: the broker mqtt:\/\/b:1883 did not prove who it is \(SELF_SIGNED_CERT_IN_CHAIN: .*check --mqtt-ca/);
    expect(describeBrokerError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), at)).toContain('is not reachable');
  });
});
