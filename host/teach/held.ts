// A button held: the protocol reports every button's state in each STATE frame (PROTOCOL.md,
// the button bitmap), so a press and its release are both seen. A button released at least
// HOLD_MS after it went down was held; the host's clock times it, at the reports' arrival.
/** How long `next` must be held to ask for a hint (a plain press confirms at once). */
export const HOLD_MS = 800;

export class HeldButtons {
  private readonly downAt = new Map<string, number>();

  /** The buttons released now after being held for at least HOLD_MS. */
  update(now: number, buttons: readonly boolean[], names: readonly string[]): string[] {
    const held: string[] = [];
    names.forEach((name, i) => {
      const since = this.downAt.get(name);
      if (buttons[i] === true && since === undefined) this.downAt.set(name, now);
      if (buttons[i] !== true && since !== undefined) {
        this.downAt.delete(name);
        if (now - since >= HOLD_MS) held.push(name);
      }
    });
    return held;
  }
}
