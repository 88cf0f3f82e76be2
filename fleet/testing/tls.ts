// Certificates for the broker tests, made with the system's openssl in a temporary directory:
// a test CA, a server certificate it signs for 127.0.0.1 and localhost, and a second CA that
// has nothing to do with the first (the "wrong CA" a client must refuse). P-256 keys: quick to
// make, and both mosquitto and Node take them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CertificateAuthority {
  certFile: string;
  keyFile: string;
  /** The CA certificate in PEM, for a client's `ca` option. */
  pem: string;
}

export interface ServerCertificate {
  /** The CA that signed it, as mosquitto's `cafile`. */
  caFile: string;
  certFile: string;
  keyFile: string;
}

export interface TestPki {
  dir: string;
  ca: CertificateAuthority;
  server: ServerCertificate;
  /** A CA that signed nothing here: a client trusting only it must refuse the broker. */
  otherCa: CertificateAuthority;
  remove(): Promise<void>;
}

async function openssl(args: string[], cwd: string): Promise<void> {
  try {
    await run('openssl', args, { cwd, timeout: 30_000 });
  } catch (e) {
    const err = e as Error & { stderr?: string };
    throw new Error(`openssl ${args[0]} failed: ${err.stderr ?? err.message}`);
  }
}

const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

export async function makeCertificateAuthority(dir: string, name: string): Promise<CertificateAuthority> {
  const certFile = join(dir, `${name}.crt`);
  const keyFile = join(dir, `${name}.key`);
  await openssl(
    ['req', '-x509', ...ecKey, '-keyout', keyFile, '-out', certFile, '-days', '2',
      '-subj', `/CN=tabletop test ${name}`,
      '-addext', 'basicConstraints=critical,CA:TRUE',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    dir,
  );
  return { certFile, keyFile, pem: await readFile(certFile, 'utf8') };
}

/** A server certificate for 127.0.0.1 and localhost, signed by `ca`. */
export async function makeServerCertificate(
  dir: string,
  ca: CertificateAuthority,
  name = 'server',
): Promise<ServerCertificate> {
  const keyFile = join(dir, `${name}.key`);
  const csrFile = join(dir, `${name}.csr`);
  const certFile = join(dir, `${name}.crt`);
  const extFile = join(dir, `${name}.ext`);
  await openssl(['req', ...ecKey, '-keyout', keyFile, '-out', csrFile, '-subj', '/CN=localhost'], dir);
  await writeFile(
    extFile,
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '',
    ].join('\n'),
  );
  await openssl(
    ['x509', '-req', '-in', csrFile, '-CA', ca.certFile, '-CAkey', ca.keyFile, '-set_serial', '2',
      '-days', '2', '-extfile', extFile, '-out', certFile],
    dir,
  );
  return { caFile: ca.certFile, certFile, keyFile };
}

/** The test CA, its server certificate and an unrelated CA, in a new temporary directory. */
export async function makeTestPki(): Promise<TestPki> {
  const dir = await mkdtemp(join(tmpdir(), 'tabletop-pki-'));
  try {
    const ca = await makeCertificateAuthority(dir, 'ca');
    const otherCa = await makeCertificateAuthority(dir, 'other-ca');
    const server = await makeServerCertificate(dir, ca);
    return { dir, ca, server, otherCa, remove: () => rm(dir, { recursive: true, force: true }) };
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}
