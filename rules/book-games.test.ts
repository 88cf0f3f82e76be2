// Every game of the book 我々の遊戯 besides Cetkaik is listed under its own name: the playable ones
// in the registry (with `about`), 古机戦 as Cetkaik's ruleset `old` and 六裁 (not playable) as
// listings for the catalogue.
import { describe, expect, it } from 'vitest';
import { games, oldCetkaikListing, rokusaiListing } from './index.ts';

describe('the games of 我々の遊戯', () => {
  it.each([
    ['獣裁', 'jusai', 'playable'],
    ['連撃獣裁', 'rengeki-jusai', 'playable'],
    ['新遊', 'shinyu', 'playable'],
    ['連船之遊', 'shiprace', 'reconstruction'],
    ['行山', 'gyozan', 'reconstruction'],
  ])('%s is registered as %s (%s)', (name, id, status) => {
    expect(games[id].title).toContain(name);
    expect(games[id].about?.status).toBe(status);
  });

  it('獣裁 is not found under 連撃獣裁', () => {
    expect(games.jusai.title).not.toContain('連撃');
  });

  it('古机戦 is the Cetkaik game with the ruleset old, a reconstruction', () => {
    expect(oldCetkaikListing.title).toContain('古机戦');
    expect(games[oldCetkaikListing.game].parseOptions(oldCetkaikListing.options).ok).toBe(true);
    expect(oldCetkaikListing.status).toBe('reconstruction');
  });

  it('六裁 is listed, not playable', () => {
    expect(rokusaiListing.title).toContain('六裁');
    expect(rokusaiListing.status).toBe('not playable');
  });
});
