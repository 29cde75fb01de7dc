import { describe, expect, it } from 'vitest';
import { paramProblems, PICTURE_PARAMS, readRenderChoice, RENDER_PARAMS } from '../../dev/renderParams.ts';

const read = (search: string) => readRenderChoice(new URLSearchParams(search));

describe('the render dev page’s game and variant', () => {
  it('reads a game’s variant, and any when none is given', () => {
    expect(read('?game=paws&variant=dog')).toEqual({ ok: true, game: 'paws', variant: 'dog' });
    expect(read('?game=paws&variant=cat')).toEqual({ ok: true, game: 'paws', variant: 'cat' });
    expect(read('?game=months')).toEqual({ ok: true, game: 'months', variant: 'any' });
    expect(read('')).toEqual({ ok: true, game: 'paws', variant: 'any' });
    // The player's old word for either animal, still read as an alias.
    expect(read('?game=paws&variant=surprise')).toEqual({ ok: true, game: 'paws', variant: 'any' });
  });

  it('names an unknown variant and the game’s choices, rather than dealing either animal', () => {
    expect(read('?game=paws&variant=horse')).toEqual({
      ok: false,
      problem: 'unknown variant "horse" for paws (dog, cat, any)',
    });
    expect(read('?game=paws&variant=')).toEqual({ ok: false, problem: 'unknown variant "" for paws (dog, cat, any)' });
    expect(read('?game=months&variant=dog')).toEqual({ ok: false, problem: 'unknown variant "dog" for months (any)' });
  });

  it('names an unknown game and the games there are', () => {
    expect(read('?game=poker')).toEqual({ ok: false, problem: 'unknown game "poker" (paws, months)' });
  });
});

describe('the developer pages’ other parameters', () => {
  const problems = (search: string, page = RENDER_PARAMS) => paramProblems(new URLSearchParams(search), page);

  it('passes every parameter the pages read, with a value they take', () => {
    expect(problems('?game=months&variant=any&lang=en&motion=reduce&strict=1&serial=P.demo.0.0000017.G137')).toEqual(
      [],
    );
    expect(
      problems('?w=1080&h=1080&caption=Trois%20os&bg=2b1a6b,ff7a59&state=revealed&lang=fr', PICTURE_PARAMS),
    ).toEqual([]);
  });

  it('names a value outside a parameter’s list, rather than drawing the default as if it had been read', () => {
    expect(problems('?lang=de')).toEqual(['lang=de: fr or en']);
    expect(problems('?motion=slow&strict=yes')).toEqual(['motion=slow: reduce or full or system', 'strict=yes: 1']);
    expect(problems('?lang=', PICTURE_PARAMS)).toEqual(['lang=: fr or en']);
  });

  it('names a parameter the page does not read, with those it does', () => {
    expect(problems('?gmae=months')).toEqual([
      'unknown parameter "gmae" (game, variant, serial, lang, motion, strict)',
    ]);
    expect(problems('?widht=300', PICTURE_PARAMS)).toEqual([
      'unknown parameter "widht" (serial, w, h, density, state, bg, caption, lang)',
    ]);
  });
});
