/**
 * The shape of a game's words in the catalogue: each language's catalogue (fr.ts, en.ts) holds
 * one entry per game, keyed by its id, with its name, its zones' names, its rules in plain
 * sentences and the explanation of a win. A new game adds its entry there; describe.ts asks the
 * entry, and names no game.
 */
import type { BreakdownOf, FaceZone, RegisteredModule, SymbolId, TicketOf } from '../engine/index.ts';
import type { PluralForms } from './format.ts';
import type { Lang } from './lang.ts';

/** A symbol's name: singular and plural, and with its indefinite article ("une gamelle"). */
export interface SymbolWords extends PluralForms {
  readonly a: string;
}

/** What a game's sentences may ask for, in the language they are written in (built by describe.ts). */
export interface Say {
  readonly lang: Lang;
  /** 1 200 → "12 €" / "€12". */
  euros(cents: number): string;
  /**
   * ("(gamelle) =", 3 000) → "(gamelle) = 30 €", no line break possible between the amount and
   * the word (and the sign) before it (format.ts, amountAfter): how an explanation writes an amount.
   */
  withAmount(words: string, cents: number): string;
  /** A count, grouped as the language groups it: "1 500 000". */
  count(n: number): string;
  /** A symbol's words. */
  symbol(id: SymbolId): SymbolWords;
  /** A symbol's name in the form a count takes: (2, 'clover') → "trèfles". */
  plural(n: number, id: SymbolId): string;
  /** Items joined by the language's list separator. */
  list(items: readonly string[]): string;
}

/** One game's words in one language. */
export interface GameWords<Breakdown, Kind extends string, Ticket = unknown> {
  /** "Chien & Chat", "12 Mois". */
  readonly name: string;
  /** A zone's name before it is revealed: "Patte 3", "Bonus", "Janvier", "Gain". */
  zoneName(zone: FaceZone<Kind>): string;
  /** The rules in plain sentences, every figure taken from the engine. */
  rules(say: Say): readonly string[];
  /** A win in words, from the engine's breakdown: "3 os × 3 (gamelle) = 30 €" (never called for a loss). */
  explain(breakdown: Breakdown, say: Say): string;
  /**
   * What a revealed zone of a ticket in play shows beyond its own symbols, as its picture does at
   * that moment, or null: the paws count the win symbols uncovered ("2 os sur les pattes
   * découvertes"). Left out, a game says nothing more.
   */
  revealedNote?(ticket: Ticket, zone: number, revealed: readonly boolean[], say: Say): string | null;
}

/** The words of a game module. */
type GameWordsOf<M extends RegisteredModule> = GameWords<BreakdownOf<M>, M['zones'][number]['kind'], TicketOf<M>>;

/** Every registered game's words, keyed by game id: the compiler asks each language for every game. */
export type CatalogueGames = {
  readonly [M in RegisteredModule as M['definition']['id']]: GameWordsOf<M>;
};
