// The reed-switch matrix as the ATmega2560's pins see it: rows the firmware drives low one at a
// time, columns with pull-ups, a switch (and with `diodes`, a 1N4148 in series) at each crossing.
// With diodes a column reads low only through a closed switch on a low-driven row; without
// them current also flows backwards through other closed switches, so three pieces on the
// corners of a rectangle make the fourth corner read occupied (ghosting).
import { PinState } from 'avr8js';
import type { AVRIOPort } from 'avr8js';
import type { AvrPin } from './firmware-build.ts';

// Read once: under vitest an imported binding is a getter, and update() runs at every port write.
const { Low, High, InputPullUp } = PinState;

export class SwitchMatrix {
  /** closed[row * cols + col]: a piece stands on the cell (its reed switch is closed). */
  readonly closed: boolean[];
  private ports: Record<string, AVRIOPort> | undefined;
  private lastLowRows = -1;
  private lastPullUps = -1;
  private readonly listener = (): void => this.update(false);

  constructor(
    readonly rows: number,
    readonly cols: number,
    private readonly rowPins: readonly AvrPin[],
    private readonly colPins: readonly AvrPin[],
    readonly diodes: boolean,
  ) {
    this.closed = new Array<boolean>(rows * cols).fill(false);
  }

  /** Told whenever the chip drives another row low (one scan tick), for the scan-pause figures. */
  onRowDriven: (() => void) | undefined;

  /** Wires the matrix to a (freshly powered) chip's ports. */
  attach(ports: Record<string, AVRIOPort>): void {
    this.detach();
    this.ports = ports;
    const used = new Set([...this.rowPins, ...this.colPins].map((p) => p.port));
    for (const name of used) ports[name].addListener(this.listener);
    this.update(true);
  }

  detach(): void {
    if (this.ports === undefined) return;
    for (const port of Object.values(this.ports)) port.removeListener(this.listener);
    this.ports = undefined;
  }

  set(cell: number, closed: boolean): void {
    if (this.closed[cell] === closed) return;
    this.closed[cell] = closed;
    this.update(true);
  }

  /** Recomputes what each column pin reads. Cheap when the driven rows did not change. */
  private update(force: boolean): void {
    const ports = this.ports;
    if (ports === undefined) return;
    let lowRows = 0;
    this.rowPins.forEach((p, r) => { if (ports[p.port].pinState(p.bit) === Low) lowRows |= 1 << r; });
    let pullUps = 0;
    this.colPins.forEach((p, c) => { if (ports[p.port].pinState(p.bit) === InputPullUp) pullUps |= 1 << c; });
    if (!force && lowRows === this.lastLowRows && pullUps === this.lastPullUps) return;
    if (lowRows !== this.lastLowRows && lowRows !== 0) this.onRowDriven?.();
    this.lastLowRows = lowRows;
    this.lastPullUps = pullUps;
    const pulledLow = this.diodes ? this.columnsThroughDiodes(lowRows) : this.columnsWithoutDiodes(lowRows);
    this.colPins.forEach((p, c) => {
      const port = ports[p.port];
      const state = port.pinState(p.bit);
      if (state === Low || state === High) return; // driven by the chip itself
      // No pull-up and nothing pulling: a floating input. Read it as low (occupied), the
      // pessimistic choice, so a firmware that forgets its pull-ups fails the tests.
      const high = !pulledLow[c] && state === InputPullUp;
      port.setPin(p.bit, high);
    });
  }

  private columnsThroughDiodes(lowRows: number): boolean[] {
    // Row by row, skipping the rows not driven low (all but one while the firmware scans).
    const low = new Array<boolean>(this.cols).fill(false);
    for (let r = 0; r < this.rows; r++) {
      if (((lowRows >> r) & 1) === 0) continue;
      for (let c = 0; c < this.cols; c++) if (this.closed[r * this.cols + c]) low[c] = true;
    }
    return low;
  }

  /** Without diodes every closed switch conducts both ways: flood from the low rows. */
  private columnsWithoutDiodes(lowRows: number): boolean[] {
    const rowLow = Array.from({ length: this.rows }, (_, r) => ((lowRows >> r) & 1) === 1);
    const colLow = new Array<boolean>(this.cols).fill(false);
    for (let changed = true; changed;) {
      changed = false;
      for (let r = 0; r < this.rows; r++) {
        for (let c = 0; c < this.cols; c++) {
          if (!this.closed[r * this.cols + c] || rowLow[r] === colLow[c]) continue;
          rowLow[r] = colLow[c] = true;
          changed = true;
        }
      }
    }
    return colLow;
  }
}
