import { describe, expect, it } from 'vitest';
import { rokusaiListing } from './listing.ts';

describe('六裁 listing', () => {
  it('is listed by its name as not playable, pointing at its README', () => {
    expect(rokusaiListing.title).toContain('六裁');
    expect(rokusaiListing.status).toBe('not playable');
    expect(rokusaiListing.game).toBeNull();
    expect(rokusaiListing.notes).toContain('rules/rokusai/README.md');
  });
});
