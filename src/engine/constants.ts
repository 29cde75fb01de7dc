/** Article 2 of both regulations: tickets are issued in blocks of 1,500,000. */
export const BLOCK_SIZE = 1_500_000;

/** Demo credits a player starts with, and gets back with "Recharger": no real money is involved. */
export const START_BALANCE_CENTS = 2_000;

/** Largest amount the engine prints, in cents: 999,999 € (words stay below "un million d'euros"). */
export const MAX_PRINTABLE_CENTS = 99_999_900;
