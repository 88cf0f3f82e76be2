// docs/FLEET.md shows a café's ACL, its bridge section and the central broker's rule for the
// bridge user; these are the texts our generators write for the same café, so the page and the
// brokers the tests run cannot drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cafeAcl, commandFilter } from './cafe-acl.ts';
import { CAFE_MAX_PACKET_BYTES, aclFile, bridgeSection, mosquittoConfig } from './mosquitto-config.ts';

const page = readFileSync(new URL('../../docs/FLEET.md', import.meta.url), 'utf8');
/** The page's ```conf blocks, without comments and blank lines. */
const blocks = [...page.matchAll(/```conf\n([\s\S]*?)```/g)].map((m) =>
  m[1].split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')),
);
const lines = (text: string | string[]) =>
  (Array.isArray(text) ? text : text.split('\n')).filter((l) => l.trim() !== '' && !l.startsWith('#'));

describe('docs/FLEET.md', () => {
  it('shows four configuration blocks: the café, its ACL, the bridge, the central rule', () => {
    expect(blocks).toHaveLength(4);
  });

  it('shows the café ACL that cafeAcl() builds', () => {
    const acl = aclFile(cafeAcl({ site: 'cafe-1', tables: { a: 'table-a', b: 'table-b' }, fleetUsers: ['fleet'] }));
    expect(blocks[1]).toEqual(lines(acl));
  });

  it('shows the bridge section that bridgeSection() writes, the site carried out and its commands in', () => {
    const section = bridgeSection({
      name: 'cafe-1-bridge',
      address: 'central.example.org:8883',
      outTopics: ['tabletop/v1/cafe-1/#'],
      inTopics: [commandFilter('cafe-1')],
      username: 'cafe-1-bridge',
      password: 'the-bridge-password',
      caFile: '/etc/mosquitto/tabletop/central-ca.crt',
    });
    expect(blocks[2]).toEqual(lines(section));
  });

  it('shows the central broker’s rule for the bridge user that cafeAcl() builds', () => {
    expect(blocks[3]).toEqual(lines(aclFile(cafeAcl({ site: 'central', bridges: { 'cafe-1': 'cafe-1-bridge' } }))));
  });

  it('configures the café broker as the tests do: each setting the page shows is one the generator writes', () => {
    const generated = lines(
      mosquittoConfig({
        port: 1883,
        bindAddress: '127.0.0.1',
        tls: {
          port: 8883,
          caFile: '/etc/mosquitto/tabletop/ca.crt',
          certFile: '/etc/mosquitto/tabletop/server.crt',
          keyFile: '/etc/mosquitto/tabletop/server.key',
        },
        passwordFile: '/etc/mosquitto/tabletop/passwords',
        aclFile: '/etc/mosquitto/tabletop/acl',
        allowAnonymous: false,
        persistenceDir: '/var/lib/mosquitto/',
        maxPacketBytes: CAFE_MAX_PACKET_BYTES,
      }),
    );
    // The tests bind the TLS listener to loopback too; the café's listens on its network.
    const shown = blocks[0].map((l) => (l === 'listener 8883' ? 'listener 8883 127.0.0.1' : l));
    for (const l of shown) expect(generated).toContain(l);
  });
});
