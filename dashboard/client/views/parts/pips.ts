// A resource track drawn as a row of pips, grouped by five so a glance counts them: filled up to the
// value, an optional mark on the pip that matters (the goal's 20), and a count of what lies beyond.
import { svg } from '../../dom.ts';

export interface PipTrack {
  value: number;
  /** Pips drawn (the track's length, or as many as the value needs). */
  length: number;
  colour: string;
  /** The pip that is a target (1-based), outlined. */
  mark?: number;
  label: string;
}

export function pipTrack(track: PipTrack): SVGSVGElement {
  const { value, length, colour, mark } = track;
  const gap = 0.35;
  const width = length + Math.floor((length - 1) / 5) * gap;
  const root = svg('svg', { class: 'pips', viewBox: `0 0 ${width} 1`, role: 'img', 'aria-label': track.label, 'data-value': value, 'data-length': length });
  for (let i = 0; i < length; i++) {
    const x = i + Math.floor(i / 5) * gap;
    const full = i < value;
    root.append(svg('rect', {
      class: `pip${full ? ' full' : ''}${mark === i + 1 ? ' mark' : ''}`, x: x + 0.08, y: 0.1, width: 0.84, height: 0.8, rx: 0.18,
      ...(full ? { fill: colour } : {}),
    }));
  }
  return root;
}
