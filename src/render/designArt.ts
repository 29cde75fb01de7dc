/**
 * The art of the design folders there were when the code was built, by `<design>/<file>`
 * (`dog/dog.en.svg`, `calendrier/symbols/star.svg`): each folder's ticket art, its text outlined by
 * build/outlineArt.ts, and the symbol art a design may bring. A file of its own so that the
 * contract test's build can swap it for one that adds the fixture game's design
 * (test/fixtures/games/plugin.ts), which the shipped build never contains.
 */
const byPath = import.meta.glob<string>(['../../designs/*/*.svg', '../../designs/*/symbols/*.svg'], {
  query: '?url',
  import: 'default',
  eager: true,
});

export const DESIGN_ART: ReadonlyMap<string, string> = new Map(
  Object.entries(byPath).map(([path, url]) => [path.slice('../../designs/'.length), url]),
);
