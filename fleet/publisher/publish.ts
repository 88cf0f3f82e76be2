// Publishing a snapshot (retained, QoS 1) for the parts, and their log lines said once: a broker
// that refuses every publish (its ACL) gives one line per topic kind, not one per move.
import type { PublisherContext } from './part.ts';

/** Logs a line for a key when it differs from the last one logged for that key. */
export class ChangeLog {
  private readonly said = new Map<string, string>();

  constructor(private readonly log: (line: string) => void) {}

  say(key: string, line: string): void {
    if (this.said.get(key) === line) return;
    this.said.set(key, line);
    this.log(line);
  }

  clear(key: string): void { this.said.delete(key); }
}

/**
 * Publishes a retained QoS 1 message; resolves once the broker has taken it (PUBACK), or has
 * refused it (logged under `key`), or the connection was lost. Never rejects.
 */
export function publishRetained(context: PublisherContext, topic: string, payload: string, said: ChangeLog, key: string): Promise<boolean> {
  return new Promise((resolve) => {
    context.client.publish(topic, payload, { qos: 1, retain: true }, (error) => {
      if (error) {
        said.say(key, `tabletop: the broker did not take ${topic}: ${error.message}`);
        resolve(false);
      } else {
        said.clear(key);
        resolve(true);
      }
    });
  });
}
