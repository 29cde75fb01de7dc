/**
 * The games' modules, in the lobby's order: the one line a new game adds (docs/adding-a-game.md).
 * The registry (registry.ts) derives everything else from this list. It is a file of its own so
 * that the contract test's build (vitest.contract.config.ts) can swap it for a list that adds the
 * fixture game of test/fixtures/games/, which the shipped build never contains.
 */
import { monthsGame } from './months/index.ts';
import { pawsGame } from './paws/index.ts';

/** The modules, one a game; the first is the lobby's first. */
export const GAME_MODULES = [pawsGame, monthsGame] as const;
