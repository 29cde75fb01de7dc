import { Block, blockTiers, evaluate, GAME_IDS, GAMES, generateTicket, type GameId } from '../../src/engine/index.ts';
import { explainBreakdown, LANGS, type Lang } from '../../src/i18n/index.ts';

/**
 * The serial of the winning ticket whose explanation is the longest, in the longest of `langs`,
 * among the first 30 tickets of each prize of block 0 of each of `games` (seed `e2e`): the result
 * that takes the most room under the ticket, the one most likely to take more than one line.
 */
export function longestExplanation(games: readonly GameId[] = GAME_IDS, langs: readonly Lang[] = LANGS): string {
  let best = { length: 0, serial: '' };
  for (const game of games) {
    const block = new Block(game, 'e2e', 0);
    for (const tier of blockTiers(GAMES[game])) {
      if (tier.amountCents === 0) continue;
      for (const index of block.indicesWithPrize(tier.amountCents).slice(0, 30)) {
        const ticket = generateTicket({ game, seed: 'e2e', block: 0, index });
        const scored = evaluate(ticket);
        if (!scored.ok) throw new Error(`the engine dealt an invalid face: ${ticket.serial}`);
        const length = Math.max(...langs.map((lang) => explainBreakdown(scored.value, lang).length));
        if (length > best.length) best = { length, serial: ticket.serial };
      }
    }
  }
  return best.serial;
}
