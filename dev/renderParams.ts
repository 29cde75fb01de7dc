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

/** The parameters a developer page reads: for each, the values it takes, or null where its own reader checks it. */
export type PageParams = Readonly<Record<string, readonly string[] | null>>;

export const RENDER_PARAMS: PageParams = {
  game: null,
  variant: null,
  serial: null,
  lang: ['fr', 'en'],
  motion: ['reduce', 'full', 'system'],
  strict: ['1'],
};

export const PICTURE_PARAMS: PageParams = {
  serial: null,
  w: null,
  h: null,
  density: null,
  state: null,
  bg: null,
  caption: null,
  lang: ['fr', 'en'],
};

/**
 * Each parameter a developer page would pass over in silence: a name it does not read (`gmae=months`
 * would draw the default game as if it had been read), a value outside its list (`lang=de` drawn
 * in French), named with what the page takes.
 */
export function paramProblems(params: URLSearchParams, page: PageParams): string[] {
  const problems: string[] = [];
  for (const [name, value] of params) {
    if (!Object.hasOwn(page, name)) problems.push(`unknown parameter "${name}" (${Object.keys(page).join(', ')})`);
    else {
      const values = page[name];
      if (values !== null && values !== undefined && !values.includes(value))
        problems.push(`${name}=${value}: ${values.join(' or ')}`);
    }
  }
  return problems;
}
