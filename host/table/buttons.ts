// A board's buttons come as a bitmap in every STATE report: a press is a button that was up in
// the last report and is down in this one (the board debounces them like its cells).
export function pressedButtons(before: readonly boolean[], now: readonly boolean[], names: readonly string[]): string[] {
  const pressed: string[] = [];
  now.forEach((down, i) => { if (down && !before[i] && names[i] !== undefined) pressed.push(names[i]); });
  return pressed;
}
