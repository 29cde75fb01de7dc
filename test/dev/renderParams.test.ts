import { describe, expect, it } from 'vitest';
import { readRenderChoice } from '../../dev/renderParams.ts';

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
