// A real mosquitto for a test: Debian's /usr/sbin/mosquitto (installed by fleet/setup-broker.sh)
// started on a free loopback port with a generated config in its own temporary directory, with
// users, an ACL, optionally a TLS listener, persistence and a bridge. Never the system service.
//
// Every broker is stopped by the test (stop() in afterEach/afterAll); should the test process
// end first, an exit hook kills it, and should the test process itself be killed, a watchdog
// shell (which sees its stdin close) kills it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  aclFile,
  mosquittoConfig,
  plainPasswordFile,
  type AclRule,
  type AclRules,
  type MosquittoConfigSpec,
} from './mosquitto-config.ts';

const MOSQUITTO = '/usr/sbin/mosquitto';
const HOST = '127.0.0.1';
const START_ATTEMPTS = 5; // fresh ports to try should another process take ours first
const READY_WAIT_MS = 10_000;
const STOP_WAIT_MS = 5_000;
const LOG_LINES_KEPT = 5_000;

export interface BrokerUser {
  username: string;
  password: string;
}

export interface BrokerBridgeOptions {
  /** Site whose topics `tabletop/v1/<site>/#` are carried out to the remote broker. */
  site: string;
  /** The remote broker: its loopback port (plain, or TLS when `caFile` is given). */
  port: number;
  host?: string;
  username: string;
  password: string;
  /** Connection name and remote client id; `<site>-bridge` by default. */
  name?: string;
  /** Extra topic filters carried out besides the site's. */
  extraOutTopics?: readonly string[];
  /** Topic filters carried from the remote broker in, e.g. `tabletop/v1/<site>/+/cmd/+`; none by default. */
  inTopics?: readonly string[];
  /** CA of the remote broker's TLS listener; absent, the bridge uses plain MQTT. */
  caFile?: string;
}

export interface BrokerOptions {
  users?: readonly BrokerUser[];
  /** Per-user rules; absent, no ACL file (every logged-in user may do everything). */
  acl?: AclRules;
  /** `pattern` rules for every user (`%u`: the user's name), with or without `acl`. */
  aclPatterns?: readonly AclRule[];
  /** false unless said otherwise: the café's broker refuses clients without a user. */
  allowAnonymous?: boolean;
  /** A second listener speaking TLS with this CA, certificate and key (fleet/testing/tls.ts). */
  tls?: { caFile: string; certFile: string; keyFile: string };
  /** Keep sessions, subscriptions, queued and retained messages in mosquitto.db. */
  persistence?: boolean;
  /** Where the broker's temporary directory (config, persistence) is made; the system's temp folder by default. */
  parentDir?: string;
  bridge?: BrokerBridgeOptions;
  /** The largest MQTT packet the broker takes (docs/FLEET.md's café sets one); absent, mosquitto's own limit. */
  maxPacketBytes?: number;
}

export interface Broker {
  /** mqtt://127.0.0.1:<port> */
  url: string;
  port: number;
  /** mqtts://127.0.0.1:<tlsPort>, with the `tls` option. */
  tlsUrl?: string;
  tlsPort?: number;
  dir: string;
  configFile: string;
  /** Where persistence writes (with `persistence`). */
  persistenceFile?: string;
  /** The running mosquitto's process id; undefined once it has exited. */
  pid(): number | undefined;
  /** What mosquitto logged, one line an entry, over every run of this broker. */
  logs: string[];
  /** Waits (bounded) for a log line matching `pattern`, including lines already logged. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM (mosquitto saves and closes cleanly), SIGKILL if it lingers; removes the directory. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or power cut; keeps the directory for restart(). */
  kill(): Promise<void>;
  /** Starts it again on the same ports with the same config and persistence. */
  restart(): Promise<void>;
}

const live = new Set<{ killNow(): void }>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const b of live) b.killNow();
  });
}

/** A port nobody listens on now (the kernel's choice); the broker may still lose a race for it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const NAME = /^[A-Za-z0-9._-]+$/;

function checkOptions(options: BrokerOptions): void {
  for (const u of options.users ?? []) {
    if (!NAME.test(u.username)) throw new Error(`broker user name not allowed here: ${JSON.stringify(u.username)}`);
    if (/[:\s]/.test(u.password) || u.password === '') throw new Error(`password of ${u.username}: no colon, space or newline`);
  }
  for (const [user, rules] of Object.entries(options.acl ?? {})) {
    if (!NAME.test(user)) throw new Error(`ACL user name not allowed here: ${JSON.stringify(user)}`);
    for (const r of rules) if (/\s/.test(r.topic) || r.topic === '') throw new Error(`ACL topic: ${JSON.stringify(r.topic)}`);
  }
  for (const r of options.aclPatterns ?? []) if (/\s/.test(r.topic) || r.topic === '') throw new Error(`ACL pattern: ${JSON.stringify(r.topic)}`);
}

interface Run {
  child: ChildProcess;
  watchdog: ChildProcess | undefined;
  exited: Promise<void>;
  hasExited: () => boolean;
  /** mosquitto has said it is running (all listeners bound). */
  isRunning: () => boolean;
}

export async function startBroker(options: BrokerOptions = {}): Promise<Broker> {
  checkOptions(options);
  installExitHook();
  const dir = await mkdtemp(join(options.parentDir ?? tmpdir(), 'tabletop-mosquitto-'));
  const logs: string[] = [];
  const logWaiters = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const configFile = join(dir, 'mosquitto.conf');
  const dataDir = join(dir, 'data');
  let passwordFile: string | undefined;
  let aclPath: string | undefined;
  let current: Run | undefined;
  let removed = false;

  const handle = {
    killNow(): void {
      if (current !== undefined && !current.hasExited()) current.child.kill('SIGKILL');
      current?.watchdog?.kill('SIGKILL');
      if (!removed) rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(handle);

  try {
    if (options.users !== undefined && options.users.length > 0) {
      passwordFile = join(dir, 'passwords');
      await writeFile(passwordFile, plainPasswordFile(options.users), { mode: 0o600 });
      // -U hashes the plain file in place: no password on a command line.
      await promisify(execFile)('mosquitto_passwd', ['-U', passwordFile], { timeout: 30_000 });
      await chmod(passwordFile, 0o600);
    }
    if (options.acl !== undefined || options.aclPatterns !== undefined) {
      aclPath = join(dir, 'acl');
      await writeFile(aclPath, aclFile(options.acl ?? {}, options.aclPatterns), { mode: 0o600 });
    }
    if (options.persistence === true) await mkdir(dataDir, { mode: 0o700 });
  } catch (e) {
    live.delete(handle);
    await rm(dir, { recursive: true, force: true });
    throw e;
  }

  const bridge = options.bridge;
  const spec = (port: number, tlsPort: number | undefined): MosquittoConfigSpec => ({
    port,
    bindAddress: HOST,
    tls: options.tls !== undefined && tlsPort !== undefined ? { port: tlsPort, ...options.tls } : undefined,
    passwordFile,
    aclFile: aclPath,
    allowAnonymous: options.allowAnonymous === true,
    persistenceDir: options.persistence === true ? dataDir : undefined,
    maxPacketBytes: options.maxPacketBytes,
    // Started as root, mosquitto would drop to the "mosquitto" user, who cannot read our files.
    runAsUser: userInfo().username,
    bridge:
      bridge === undefined
        ? undefined
        : {
            name: bridge.name ?? `${bridge.site}-bridge`,
            address: `${bridge.host ?? HOST}:${bridge.port}`,
            outTopics: [`tabletop/v1/${bridge.site}/#`, ...(bridge.extraOutTopics ?? [])],
            inTopics: bridge.inTopics,
            username: bridge.username,
            password: bridge.password,
            caFile: bridge.caFile,
          },
  });

  function addLog(chunk: string, partial: { text: string }, onLine?: (line: string) => void): void {
    partial.text += chunk;
    const parts = partial.text.split('\n');
    partial.text = parts.pop() ?? '';
    for (const line of parts) {
      if (logs.length >= LOG_LINES_KEPT) logs.shift();
      logs.push(line);
      onLine?.(line);
      for (const w of logWaiters) {
        if (w.pattern.test(line)) {
          logWaiters.delete(w);
          w.resolve(line);
        }
      }
    }
  }

  function launch(): Run {
    const child = spawn(MOSQUITTO, ['-c', configFile], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let running = false;
    // Logged once every listener is bound: a port that answers before it may be someone else's.
    const onLine = (line: string) => {
      if (/mosquitto version \S+ running/.test(line)) running = true;
    };
    const fromStdout = { text: '' };
    const fromStderr = { text: '' };
    child.stdout?.setEncoding('utf8').on('data', (c: string) => addLog(c, fromStdout, onLine));
    child.stderr?.setEncoding('utf8').on('data', (c: string) => addLog(c, fromStderr, onLine));
    // Reads its stdin, our pipe, until it closes (this process is gone), then kills the broker.
    // `read` is a shell builtin: nothing else to clean up. No pid, no watchdog: `kill -9 0`
    // would hit our own process group.
    const watchdog =
      child.pid === undefined
        ? undefined
        : spawn('/bin/sh', ['-c', 'while read -r _; do :; done; kill -9 "$1" 2>/dev/null', 'watchdog', String(child.pid)], {
            stdio: ['pipe', 'ignore', 'ignore'],
          });
    if (watchdog !== undefined) {
      watchdog.on('error', () => {});
      watchdog.unref();
      // The pipe must not keep the test's event loop alive.
      (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    }
    let done = false;
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => {
        done = true;
        watchdog?.kill('SIGKILL');
        resolve();
      });
      child.once('error', (e) => {
        done = true;
        addLog(`spawn ${MOSQUITTO}: ${e.message} (run: bash fleet/setup-broker.sh)\n`, { text: '' });
        watchdog?.kill('SIGKILL');
        resolve();
      });
    });
    return { child, watchdog, exited, hasExited: () => done, isRunning: () => running };
  }

  async function waitReady(run: Run, ports: number[]): Promise<void> {
    const deadline = Date.now() + READY_WAIT_MS;
    for (let attempt = 0; attempt < 1_000 && Date.now() < deadline; attempt++) {
      if (run.hasExited()) break;
      let all = run.isRunning();
      for (const p of ports) if (!(await accepts(p))) all = false;
      if (all && !run.hasExited()) return;
      await sleep(20);
    }
    if (!run.hasExited()) {
      run.child.kill('SIGKILL');
      await run.exited;
      throw new Error(`mosquitto did not accept connections on ${ports.join(', ')} within ${READY_WAIT_MS} ms:\n${logs.join('\n')}`);
    }
    throw new Error(`mosquitto exited at start (code ${run.child.exitCode}):\n${logs.join('\n')}`);
  }

  async function start(port: number, tlsPort: number | undefined): Promise<void> {
    await writeFile(configFile, mosquittoConfig(spec(port, tlsPort)), { mode: 0o600 });
    const run = launch();
    current = run;
    await waitReady(run, tlsPort === undefined ? [port] : [port, tlsPort]);
  }

  let port = 0;
  let tlsPort: number | undefined;
  try {
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      tlsPort = options.tls !== undefined ? await freePort() : undefined;
      const linesBefore = logs.length;
      try {
        if (tlsPort === port) throw new Error(`the kernel offered port ${port} twice`);
        await start(port, tlsPort);
        break;
      } catch (e) {
        // Another process may take a port between our look and mosquitto's bind: try others.
        const lost = tlsPort === port || logs.slice(linesBefore).some((l) => /address already in use/i.test(l));
        if (!lost || attempt >= START_ATTEMPTS) throw e;
      }
    }
  } catch (e) {
    handle.killNow();
    removed = true;
    live.delete(handle);
    throw e;
  }

  async function terminate(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const run = current;
    if (run === undefined || run.hasExited()) return;
    run.child.kill(signal);
    const timer = new Promise<'late'>((r) => {
      const t = setTimeout(() => r('late'), STOP_WAIT_MS);
      t.unref();
    });
    if ((await Promise.race([run.exited.then(() => 'done' as const), timer])) === 'late') {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  }

  return {
    url: `mqtt://${HOST}:${port}`,
    port,
    tlsUrl: tlsPort === undefined ? undefined : `mqtts://${HOST}:${tlsPort}`,
    tlsPort,
    dir,
    configFile,
    persistenceFile: options.persistence === true ? join(dataDir, 'mosquitto.db') : undefined,
    logs,
    pid: () => (current === undefined || current.hasExited() ? undefined : current.child.pid),
    waitForLog(pattern: RegExp, timeoutMs = 10_000): Promise<string> {
      const seen = logs.find((l) => pattern.test(l));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          pattern,
          resolve: (line: string) => {
            clearTimeout(timer);
            resolve(line);
          },
        };
        const timer = setTimeout(() => {
          logWaiters.delete(waiter);
          reject(new Error(`no mosquitto log line matched ${pattern} within ${timeoutMs} ms:\n${logs.join('\n')}`));
        }, timeoutMs);
        logWaiters.add(waiter);
      });
    },
    async stop(): Promise<void> {
      if (removed) return;
      await terminate('SIGTERM');
      removed = true;
      live.delete(handle);
      await rm(dir, { recursive: true, force: true });
    },
    async kill(): Promise<void> {
      await terminate('SIGKILL');
    },
    async restart(): Promise<void> {
      if (removed) throw new Error('restart() after stop(): the broker and its directory are gone');
      await terminate('SIGTERM');
      await start(port, tlsPort);
    },
  };
}
