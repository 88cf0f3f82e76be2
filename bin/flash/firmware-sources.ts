// What the firmware's own sources say about a build, read from their text (pure): the board
// profile a board header serves, the protocol version and the firmware version it speaks.

/** The profile a board header serves: its first comment names hardware/boards/<profile>.json. */
export function profileOfHeader(header: string): string | undefined {
  return /hardware\/boards\/([a-z0-9-]+)\.json/.exec(header)?.[1];
}

/** "MAJOR.MINOR" from protocol.h's PROTOCOL_MAJOR / PROTOCOL_MINOR. */
export function protocolOfSource(protocolH: string): string | undefined {
  const major = /#define\s+PROTOCOL_MAJOR\s+(\d+)u?\b/.exec(protocolH)?.[1];
  const minor = /#define\s+PROTOCOL_MINOR\s+(\d+)u?\b/.exec(protocolH)?.[1];
  return major === undefined || minor === undefined ? undefined : `${major}.${minor}`;
}

/** "MAJOR.MINOR.PATCH" from config.h's FIRMWARE_VERSION_*. */
export function firmwareVersionOfSource(configH: string): string | undefined {
  const part = (name: string) => new RegExp(`#define\\s+FIRMWARE_VERSION_${name}\\s+(\\d+)\\b`).exec(configH)?.[1];
  const [major, minor, patch] = [part('MAJOR'), part('MINOR'), part('PATCH')];
  return major === undefined || minor === undefined || patch === undefined ? undefined : `${major}.${minor}.${patch}`;
}
