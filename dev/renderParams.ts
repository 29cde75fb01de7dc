/**
 * How the render dev page reads `game` and `variant`: each word it cannot use becomes a sentence
 * for the page (dev/problem.ts), naming the word and the choices there are, rather than a ticket of
 * some other kind drawn as if nothing were wrong.
 */
import {
  ANY_VARIANT,
  GAME_IDS,
  isGameId,
  readVariantChoice,
  variantChoices,
  type GameId,
  type VariantChoice,
} from '../src/engine/index.ts';

export type RenderChoice =
  | { readonly ok: true; readonly game: GameId; readonly variant: VariantChoice }
  | { readonly ok: false; readonly problem: string };

/** Reads `?game=` (paws when absent) and `?variant=` (any when absent). */
export function readRenderChoice(params: URLSearchParams): RenderChoice {
  const game = params.get('game') ?? 'paws';
  if (!isGameId(game)) return { ok: false, problem: `unknown game "${game}" (${GAME_IDS.join(', ')})` };
  const text = params.get('variant');
  if (text === null) return { ok: true, game, variant: ANY_VARIANT };
  const variant = readVariantChoice(game, text);
  if (variant === undefined)
    return { ok: false, problem: `unknown variant "${text}" for ${game} (${variantChoices(game).join(', ')})` };
  return { ok: true, game, variant };
}
