// The parts of johnny-five and firmata-io the host uses (neither ships TypeScript types).

declare module 'firmata-io' {
  import type { EventEmitter } from 'node:events';
  import type { Duplex } from 'node:stream';

  export interface FirmataPin { supportedModes: number[]; mode?: number; value?: number; analogChannel: number }

  export class Firmata extends EventEmitter {
    constructor(transport: Duplex, options?: { reportVersionTimeout?: number; samplingInterval?: number });
    readonly isReady: boolean;
    readonly pins: FirmataPin[];
    readonly MODES: Record<'INPUT' | 'OUTPUT' | 'ANALOG' | 'PWM' | 'SERVO' | 'PULLUP', number>;
    readonly firmware: { name: string; version: { major: number; minor: number } };
    readonly transport: Duplex;
  }

  const bindTransport: { Firmata: typeof Firmata };
  export default bindTransport;
}

declare module 'johnny-five' {
  import type { EventEmitter } from 'node:events';

  export interface BoardOptions {
    io: unknown;
    id?: string;
    repl?: boolean;
    debug?: boolean;
    sigint?: boolean;
    timeout?: number;
  }
  export class Board extends EventEmitter {
    constructor(options: BoardOptions);
    readonly isReady: boolean;
    readonly io: unknown;
  }
  interface ComponentOptions { pin: number; board: Board }
  export class Button extends EventEmitter {
    constructor(options: ComponentOptions & { isPullup?: boolean });
    readonly isDown: boolean;
  }
  export class Switch extends EventEmitter {
    constructor(options: ComponentOptions & { type?: 'NO' | 'NC' });
    readonly isClosed: boolean;
  }
  export class Led {
    constructor(options: ComponentOptions);
    on(): this;
    off(): this;
    stop(): this;
    blink(ms: number): this;
  }
  export class Pin {
    constructor(options: ComponentOptions & { type?: 'digital' });
    high(): this;
    low(): this;
  }
  const five: { Board: typeof Board; Button: typeof Button; Switch: typeof Switch; Led: typeof Led; Pin: typeof Pin };
  export default five;
}
