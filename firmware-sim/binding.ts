// A serialport binding whose ports are simulated boards, so the host opens them through the real
// stream path: `new SerialPortStream({ binding, path: 'sim:1', baudRate: 115200 })`. Any
// SerialDevice can be attached: a SimBoard, or the real firmware running in the AVR emulator
// (avr/avr-board.ts).
//
// It behaves like @serialport/bindings-cpp where the host can tell: reads wait for bytes (no
// polling) and resolve with what has arrived; close() cancels a pending read with `canceled: true`;
// an unplug fails the pending read (and later reads and writes) with an ENXIO error that is not
// `canceled`, which SerialPortStream turns into a close event carrying a DisconnectedError; opening
// an unknown or unplugged path fails with ENOENT, and a port already open fails to lock.
import type {
  BindingInterface, BindingPortInterface, OpenOptions, PortInfo, PortStatus, SetOptions, UpdateOptions,
} from '@serialport/bindings-interface' with { 'resolution-mode': 'require' }; // its types ship for require only
import type { HostConnection, HostEndpoint } from './board.ts';

/** What the binding needs from a board: its USB presence and the host end of its serial line. */
export interface SerialDevice {
  readonly firmwareId: string;
  readonly isPlugged: boolean;
  readonly hostAttached: boolean;
  connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection;
}

export interface SimBinding {
  binding: BindingInterface;
  /** Connects a board to a path (e.g. 'sim:1'); listed and openable while it is plugged in. */
  attach(path: string, board: SerialDevice): void;
  /** Removes the board from its path (an open port sees an unplug). */
  detach(path: string): void;
}

type BindingError = Error & { code?: string; errno?: number; canceled?: boolean; disconnect?: boolean };

function bindingError(message: string, fields: Omit<BindingError, 'name' | 'message'> = {}): BindingError {
  return Object.assign(new Error(message), fields);
}

const OPEN_DEFAULTS = {
  dataBits: 8, lock: true, stopBits: 1, parity: 'none', rtscts: false, xon: false, xoff: false, xany: false, hupcl: true,
} as const;

/** A tick for async answers, so nothing the stream calls resolves synchronously (as with real I/O). */
const nextTick = (): Promise<void> => new Promise((resolve) => process.nextTick(resolve));

export function createSimBinding(): SimBinding {
  const boards = new Map<string, SerialDevice>();
  const openPorts = new Map<string, SimPortBinding>();

  const binding: BindingInterface = {
    async list(): Promise<PortInfo[]> {
      await nextTick();
      return [...boards.entries()]
        .filter(([, board]) => board.isPlugged)
        .map(([path, board]) => ({
          path,
          manufacturer: 'tabletop simulator',
          serialNumber: `${board.firmwareId}-${path}`,
          pnpId: undefined,
          locationId: undefined,
          productId: undefined,
          vendorId: undefined,
        }));
    },

    async open(options: OpenOptions): Promise<BindingPortInterface> {
      if (typeof options !== 'object' || options === null) throw new TypeError('"options" is not an object');
      if (!options.path) throw new TypeError('"path" is not a valid port');
      if (typeof options.baudRate !== 'number' || !(options.baudRate > 0)) {
        throw new TypeError('"baudRate" is not a valid baudRate');
      }
      await nextTick();
      const { path } = options;
      const board = boards.get(path);
      if (board === undefined || !board.isPlugged) {
        throw bindingError(`Error: No such file or directory, cannot open ${path}`, { code: 'ENOENT', errno: -2 });
      }
      // A port whose device vanished no longer holds the lock (a replugged device is a new node).
      if (openPorts.get(path)?.isLost === false || board.hostAttached) {
        throw bindingError(`Error Resource temporarily unavailable Cannot lock port ${path}`, { code: 'EBUSY', errno: -16 });
      }
      const openOptions: Required<OpenOptions> = { ...OPEN_DEFAULTS, ...options } as Required<OpenOptions>;
      const port: SimPortBinding = new SimPortBinding(openOptions, () => {
        if (openPorts.get(path) === port) openPorts.delete(path);
      });
      port.connect(board);
      openPorts.set(path, port);
      return port;
    },
  };

  return {
    binding,
    attach(path, board) {
      if (boards.has(path) && boards.get(path) !== board) throw new Error(`a board is already attached at ${path}`);
      boards.set(path, board);
    },
    detach(path) {
      openPorts.get(path)?.lose();
      boards.delete(path);
    },
  };
}

interface PendingRead {
  buffer: Buffer;
  offset: number;
  length: number;
  resolve: (result: { buffer: Buffer; bytesRead: number }) => void;
  reject: (error: BindingError) => void;
}

/** One open simulated port. */
export class SimPortBinding implements BindingPortInterface {
  isOpen = true;
  private connection: HostConnection | undefined;
  private received: Uint8Array[] = [];
  /** Reads waiting for bytes (SerialPortStream keeps one at a time; more are served in order). */
  private pendingReads: PendingRead[] = [];
  private lostError: BindingError | undefined;
  private baudRate: number;

  constructor(readonly openOptions: Required<OpenOptions>, private readonly onClosed: () => void) {
    this.baudRate = openOptions.baudRate;
  }

  get isLost(): boolean { return this.lostError !== undefined; }

  connect(board: SerialDevice): void {
    this.connection = board.connectHost({ receive: (bytes) => this.onBytes(bytes), lost: () => this.lose() }, this.baudRate);
  }

  /** The device is gone: what a USB unplug looks like to bindings-cpp's reader. */
  lose(): void {
    if (this.lostError !== undefined || !this.isOpen) return;
    this.lostError = bindingError('ENXIO: no such device or address, read', { code: 'ENXIO', errno: -6, disconnect: true });
    this.connection?.detach();
    this.connection = undefined;
    this.received = [];
    this.rejectPendingReads(this.lostError);
  }

  async close(): Promise<void> {
    if (!this.isOpen) throw new Error('Port is not open');
    this.isOpen = false;
    this.connection?.detach();
    this.connection = undefined;
    this.received = [];
    this.onClosed();
    this.rejectPendingReads(bindingError('Read canceled: port is closed', { canceled: true }));
  }

  async read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }> {
    if (!Buffer.isBuffer(buffer)) throw new TypeError('"buffer" is not a Buffer');
    if (!Number.isInteger(offset) || offset < 0) throw new TypeError(`"offset" is not an integer got "${offset}"`);
    if (!Number.isInteger(length) || length <= 0) throw new TypeError(`"length" is not a positive integer got "${length}"`);
    if (buffer.length < offset + length) throw new Error('buffer is too small');
    if (!this.isOpen) throw bindingError('Port is not open', { canceled: true });
    if (this.lostError !== undefined) throw this.lostError;
    await nextTick();
    if (!this.isOpen) throw bindingError('Read canceled: port is closed', { canceled: true });
    if (this.lostError !== undefined) throw this.lostError;
    if (this.received.length > 0 && this.pendingReads.length === 0) {
      return { buffer, bytesRead: this.take(buffer, offset, length) };
    }
    return new Promise((resolve, reject) => { this.pendingReads.push({ buffer, offset, length, resolve, reject }); });
  }

  async write(buffer: Buffer): Promise<void> {
    if (!Buffer.isBuffer(buffer)) throw new TypeError('"buffer" is not a Buffer');
    if (!this.isOpen) throw new Error('Port is not open');
    if (this.lostError !== undefined) throw bindingError('ENXIO: no such device or address, write', { code: 'ENXIO', errno: -6, disconnect: true });
    await nextTick();
    // Handed to the "OS": the bytes now travel at the line's speed (drain() waits for them).
    if (buffer.length > 0) this.connection?.write(Uint8Array.from(buffer));
  }

  async update(options: UpdateOptions): Promise<void> {
    if (typeof options !== 'object' || typeof options.baudRate !== 'number') {
      throw new TypeError('"options.baudRate" is not a number');
    }
    this.assertUsable();
    await nextTick();
    this.baudRate = options.baudRate;
    this.connection?.setBaudRate(options.baudRate);
  }

  async set(_options: SetOptions): Promise<void> {
    this.assertUsable();
    await nextTick();
  }

  async get(): Promise<PortStatus> {
    this.assertUsable();
    await nextTick();
    return { cts: true, dsr: true, dcd: true };
  }

  async getBaudRate(): Promise<{ baudRate: number }> {
    this.assertUsable();
    await nextTick();
    return { baudRate: this.baudRate };
  }

  async flush(): Promise<void> {
    this.assertUsable();
    await nextTick();
    this.received = [];
  }

  async drain(): Promise<void> {
    this.assertUsable();
    await nextTick();
    await this.connection?.drained();
  }

  private assertUsable(): void {
    if (!this.isOpen) throw new Error('Port is not open');
    if (this.lostError !== undefined) throw this.lostError;
  }

  private onBytes(bytes: Uint8Array): void {
    if (!this.isOpen || this.lostError !== undefined) return;
    this.received.push(bytes);
    while (this.received.length > 0 && this.pendingReads.length > 0) {
      const read = this.pendingReads.shift() as PendingRead;
      read.resolve({ buffer: read.buffer, bytesRead: this.take(read.buffer, read.offset, read.length) });
    }
  }

  private rejectPendingReads(error: BindingError): void {
    const reads = this.pendingReads;
    this.pendingReads = [];
    for (const read of reads) read.reject(error);
  }

  /** Moves up to `length` received bytes into the reader's buffer. */
  private take(buffer: Buffer, offset: number, length: number): number {
    let copied = 0;
    while (copied < length && this.received.length > 0) {
      const head = this.received[0];
      const n = Math.min(head.length, length - copied);
      buffer.set(head.subarray(0, n), offset + copied);
      copied += n;
      if (n === head.length) this.received.shift();
      else this.received[0] = head.subarray(n);
    }
    return copied;
  }
}
