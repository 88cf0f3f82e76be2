// The board picture's guess of which area a board holds alone (its cells then carry no area
// name) agrees with the host's packing whenever the boards are alike.
import { describe, expect, it } from 'vitest';
import { placeAreas } from '../../../../host/index.ts';
import { guessLoneArea } from './ankhor-board.ts';

describe('guessLoneArea', () => {
  it('names the area the host packs alone on each board, and none where it packs several', () => {
    let checked = 0;
    for (const size of [{ rows: 9, cols: 9 }, { rows: 10, cols: 10 }, { rows: 16, cols: 16 }]) {
      for (let players = 2; players <= 4; players++) {
        for (let rows = 2; rows <= 10; rows++) {
          for (let cols = 2; cols <= 10; cols++) {
            const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
            const areas = [{ id: 'offer', rows: 1, cols: 6 }, ...names.map((id) => ({ id, rows, cols, seat: id }))];
            const boards = Array.from({ length: 5 }, (_, i) => ({ id: `b${i}`, ...size }));
            const placed = placeAreas(areas, boards);
            if (!placed.ok) throw new Error(placed.error);
            for (let seat = 0; seat < boards.length; seat++) {
              const here = areas.filter((_, i) => placed.value[i]?.board === `b${seat}`).map((a) => a.id);
              const guess = guessLoneArea({ grid: { rows, cols }, players: names.map((name) => ({ name })) as never }, { ...size, seat });
              expect([size, players, rows, cols, seat, guess]).toEqual([size, players, rows, cols, seat, here.length === 1 ? here[0] : null]);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(3 * 3 * 81 * 5);
  });
});
