// What Cuzco's holdings form sends: only what changed, as the notation's merge patch takes it,
// and a draft that follows what others enter meanwhile in the fields the player left alone.
import { describe, expect, it } from 'vitest';
import { readHoldings } from './cuzco-data.ts';
import { newDraft, patchOf, rebase } from './cuzco-patch.ts';

const holdings = (json: object) => readHoldings({
  feathers: { orange: 0, purple: 0, pink: 0, turquoise: 0 }, quipu: [], research: [], farm: [],
  goods: { soup: 0, clothes: 0, bowl: 0, decanter: 0, tools: 0, jewelry: 0 },
  gods: { viracocha: 0, pachamama: 0, 'mama-sara': 0, 'mama-killa': 0, illapa: 0 },
  offerings: 0, food: 0, priests: 0, circlets: 0, inti: 0, turnOrder: 1, missions: [], ...json,
});

describe('the patch Cuzco’s form sends', () => {
  it('is empty when nothing changed, and names only the counts changed', () => {
    const entered = holdings({ feathers: { orange: 2, purple: 0, pink: 0, turquoise: 0 }, food: 1 });
    const draft = newDraft(entered);
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: true, patch: {} });
    draft.now.feathers.orange = 3;
    draft.now.food = 2;
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: true, patch: { feathers: { orange: 3 }, food: 2 } });
  });

  it('sends lists whole; tiles compared as a set, so their order alone is no change', () => {
    const entered = holdings({ research: [{ ability: 7, slid: true }, { ability: 3, slid: false }] });
    const draft = newDraft(entered);
    draft.now.research = [{ ability: 3, slid: false }, { ability: 7, slid: true }];
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: true, patch: {} });
    draft.now.research.push({ ability: 3, slid: false });
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: true, patch: { research: [{ ability: 3, slid: false }, { ability: 3, slid: false }, { ability: 7, slid: true }] } });
  });

  it('refuses a village whose printed feather, VP or circle is not picked yet', () => {
    const draft = newDraft(holdings({}));
    draft.now.quipu = [{ village: 4, feather: 'pink', vp: 0, circle: '' }];
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: false, error: 'village 4: pick its VP, its circle (as printed on the board)' });
    draft.now.quipu = [{ village: 4, feather: 'pink', vp: 3, circle: 'outer' }];
    expect(patchOf(draft.base, draft.now)).toEqual({ ok: true, patch: { quipu: [{ village: 4, feather: 'pink', vp: 3, circle: 'outer' }] } });
  });
});

describe('a draft brought up to date', () => {
  it('keeps what the player changed and takes the rest from the holdings entered meanwhile', () => {
    const draft = newDraft(holdings({}));
    draft.now.feathers.orange = 3;
    draft.now.missions = ['01'];
    const meanwhile = holdings({ feathers: { orange: 0, purple: 2, pink: 0, turquoise: 0 }, quipu: [{ village: 3, feather: 'pink', vp: 2, circle: 'inner', covered: true }] });
    const next = rebase(draft, meanwhile);
    expect(next.now.feathers).toEqual({ orange: 3, purple: 2, pink: 0, turquoise: 0 });
    expect(next.now.quipu).toEqual(meanwhile.quipu);
    expect(patchOf(next.base, next.now)).toEqual({ ok: true, patch: { feathers: { orange: 3 }, missions: ['01'] } });
  });

  it('has nothing left to send once the entry is taken', () => {
    const draft = newDraft(holdings({}));
    draft.now.food = 4;
    const next = rebase(draft, holdings({ food: 4 }));
    expect(patchOf(next.base, next.now)).toEqual({ ok: true, patch: {} });
  });
});
