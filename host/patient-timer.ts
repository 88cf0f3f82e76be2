// A wait that does not blame the world for the host's own lateness. When the event loop was busy
// past a timer's time, the timer runs before the input that came meanwhile is read (timers come
// first in the loop; a simulated board's own timers chain one after another): acting then would
// judge the boards on stale reports, or call an ACK lost that is waiting unread. A timer that
// fires more than LATE_MS late therefore looks once more, STRETCH_MS later, before it acts.
import type { Clock, TimerHandle } from '../hardware/index.ts';

export const LATE_MS = 50;
export const STRETCH_MS = 50;

export interface PatientTimer { cancel(): void }

export function patientTimeout(clock: Clock, ms: number, fn: () => void): PatientTimer {
  const due = clock.now() + ms;
  let stretched = false;
  let handle: TimerHandle;
  const fire = (): void => {
    if (!stretched && clock.now() - due > LATE_MS) {
      stretched = true;
      handle = clock.setTimeout(fire, STRETCH_MS);
      return;
    }
    fn();
  };
  handle = clock.setTimeout(fire, ms);
  return { cancel: () => clock.clearTimeout(handle) };
}
