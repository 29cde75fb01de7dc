/**
 * The URL of each ticket art, by file name (`dog.svg`, `dog.en.svg`): the files of
 * assets/tickets/, where a new design puts its art (docs/adding-a-game.md). A file of its own so
 * that the contract test's build (vitest.contract.config.ts) can swap it for one that adds the
 * fixture game's art, which the shipped build never contains.
 */
const found = import.meta.glob<string>('../../assets/tickets/*.svg', { query: '?url', import: 'default', eager: true });

export const TICKET_ART: ReadonlyMap<string, string> = new Map(
  Object.entries(found).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);
