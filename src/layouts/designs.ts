/**
 * Each design's layout file, one line per design of every game (the engine's `DESIGN_IDS`): the
 * line a new design adds (docs/adding-a-game.md). index.ts checks and serves them. A file of its
 * own so that the contract test's build (vitest.contract.config.ts) can swap it for a list that
 * adds the fixture game's design, which the shipped build never contains.
 */
import dogJson from './dog.json' with { type: 'json' };
import catJson from './cat.json' with { type: 'json' };
import monthsJson from './months.json' with { type: 'json' };

export const LAYOUT_FILES = { dog: dogJson, cat: catJson, months: monthsJson } as const;
