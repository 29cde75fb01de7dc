// @vitest-environment jsdom
/**
 * The studio's fields on a page (jsdom): what they refuse and how they say it, naming their label
 * in the page's language.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameSection } from '../../src/studio/FrameSection.tsx';
import { studioQuery } from '../../src/studio/state/studioSettings.ts';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { showInStudio, text } from './harness.tsx';
import { TicketSection } from '../../src/studio/TicketSection.tsx';

afterEach(cleanup);

describe('the serial field', () => {
  it('names its label, not the address’s parameter, in either language', async () => {
    const said = async (lang: 'fr' | 'en') => {
      showInStudio(<TicketSection />, createStudioStore(`?lang=${lang}`));
      await userEvent.setup().type(screen.getByTestId('serial-input'), 'P.demo.0.0025102.G13X{Enter}');
      const input = screen.getByTestId('serial-input');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const problem = text(document.getElementById(input.getAttribute('aria-describedby') ?? '')!);
      cleanup();
      return problem;
    };
    expect(await said('fr')).toBe(
      'N° de série « P.demo.0.0025102.G13X » : code de contrôle faux (un caractère modifié ?)',
    );
    expect(await said('en')).toBe('Serial “P.demo.0.0025102.G13X”: wrong check code (a changed character?)');
  });

  it('shows the serial of the ticket shown: the one opened, as tidied, then nothing once a prize is chosen', async () => {
    const store = createStudioStore('?lang=en');
    showInStudio(<TicketSection />, store);
    const input = screen.getByTestId<HTMLInputElement>('serial-input');
    await userEvent.setup().type(input, ' p.demo.0.0000017.g137{Enter}');
    expect(store.getState().ticket?.index).toBe(17);
    expect(input.value).toBe('P.demo.0.0000017.G137');
    act(() => store.getState().choosePrize(0));
    expect(store.getState().ticket?.prize).toBe(0);
    expect(input.value).toBe('');
  });

  it('names the seed and the block by their labels in the language the page switches to', async () => {
    const store = createStudioStore('?lang=fr');
    showInStudio(<TicketSection />, store);
    const user = userEvent.setup();
    const seed = screen.getByLabelText('Graine');
    await user.clear(seed);
    await user.type(seed, 'bad seed!{Enter}');
    const problem = document.getElementById(seed.getAttribute('aria-describedby') ?? '')!;
    expect(text(problem)).toMatch(/^Graine « bad seed! » : graine non valide/);
    act(() => store.getState().setLang('en'));
    expect(text(problem)).toMatch(/^Seed “bad seed!”: invalid seed/);
  });
});

describe('the gradient’s angle', () => {
  it('refuses a value out of range with a message naming the range, and keeps what was typed', async () => {
    const store = createStudioStore('?lang=fr&bg=2b1a6b,ff7a59,90');
    showInStudio(<FrameSection />, store);
    const angle = screen.getByLabelText('Angle du dégradé (degrés)');
    const user = userEvent.setup();
    await user.clear(angle);
    await user.type(angle, '45');
    expect(store.getState().settings.background).toMatchObject({ kind: 'gradient', angleDeg: 45 });
    await user.type(angle, '0{Enter}');
    expect((angle as HTMLInputElement).value).toBe('450');
    expect(angle.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(angle.getAttribute('aria-describedby') ?? '');
    expect(text(problem!)).toBe('Angle du dégradé (degrés) « 450 » : angle non valide (un entier de 0 à 360)');
    // The picture and the link keep the last angle taken.
    expect(store.getState().settings.background).toMatchObject({ angleDeg: 45 });
    expect(studioQuery(store.getState().settings)).toContain('bg=2b1a6b,ff7a59,45');
    act(() => store.getState().setLang('en'));
    expect(text(problem!)).toBe('Gradient angle (degrees) “450”: invalid angle (an integer from 0 to 360)');
    await user.clear(angle);
    await user.type(angle, '360');
    expect(store.getState().settings.background).toMatchObject({ angleDeg: 360 });
    expect(angle.getAttribute('aria-invalid')).toBe('false');
    expect(problem!.hidden).toBe(true);
  });
});

describe('the caption field', () => {
  it('keeps a caption pasted past its length and says it is too long, never cutting it short unsaid', async () => {
    const store = createStudioStore('?lang=en');
    showInStudio(<FrameSection />, store);
    const field = screen.getByTestId('caption-fr');
    const long = 'Une très longue légende '.repeat(6).trim(); // 143 characters
    field.focus();
    await userEvent.setup().paste(long);
    expect((field as HTMLInputElement).value).toBe(long);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const problem = text(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!);
    expect(problem).toBe('Caption in French: caption too long (at most 120 characters)');
    // The pictures and the link take no caption rather than a cut one.
    expect(studioQuery(store.getState().settings)).not.toContain('caption-fr');
  });

  it('warns that a long caption will print small on a small frame, and only there', () => {
    const long =
      'Grattez le ticket Chien & Chat et tentez de gagner jusqu’à 15 000 € : neuf pattes, un bonus ×3, des os à gogo ! Bravo !!';
    const store = createStudioStore(`?size=200x200&caption-fr=${encodeURIComponent(long)}`);
    showInStudio(<FrameSection />, store);
    const field = screen.getByTestId('caption-fr');
    const warning = screen.getByTestId('caption-small-fr');
    expect(field.getAttribute('aria-describedby')!.split(' ')).toContain(warning.id);
    expect(text(warning)).toMatch(/^Légende longue pour ce cadre 200 × 200 : elle sera imprimée petite \(10 px/);
    // The caption is still drawn: the warning refuses nothing.
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(studioQuery(store.getState().settings)).toContain('caption-fr');
    // On the ticket alone, it breaks into lines at a readable size: no warning.
    act(() => store.getState().update({ size: { preset: 'ticket', width: 600, height: 900 } }));
    expect(screen.queryByTestId('caption-small-fr')).toBeNull();
  });
});

describe('the ticket list', () => {
  it('says a variant without a ticket of the prize in the list’s words, not the address’s', () => {
    const said = (lang: 'fr' | 'en') => {
      // Block 5 of seed demo: both 15 000 € tickets are cats; the dog is chosen in the page.
      const store = createStudioStore(`?lang=${lang}&game=paws&variant=any&prize=1500000&seed=demo&block=5`);
      showInStudio(<TicketSection />, store);
      act(() => store.getState().chooseVariant('dog'));
      const alert = screen.getAllByRole('alert').find((el) => !el.hidden && text(el) !== '');
      const shown = alert === undefined ? '' : text(alert);
      cleanup();
      return shown;
    };
    expect(said('fr')).toBe(
      'Ce bloc n’a aucun ticket de ce gain dans la variante Chien : ses 2 tickets de ce gain sont de l’autre variante.',
    );
    expect(said('en')).toBe(
      'This block has no ticket of this prize in the Dog variant: its 2 tickets of this prize are of the other variant.',
    );
  });

  it('numbers a ticket past the prize’s last one as the list does, from 1', () => {
    const store = createStudioStore('?lang=en&game=months&prize=4000000');
    showInStudio(<TicketSection />, store);
    // Only a page's row can be picked; a pick past the list comes from elsewhere (a store's caller).
    act(() => store.getState().pick(5));
    const alert = screen.getAllByRole('alert').find((el) => !el.hidden && text(el) !== '');
    expect(alert === undefined ? '' : text(alert)).toBe(
      'This block has only 2 tickets of this prize: there is no ticket 6.',
    );
  });
});

describe('the custom size', () => {
  const apply = async (width: string, height: string, lang: 'fr' | 'en' = 'fr') => {
    const store = createStudioStore(`?lang=${lang}&size=700x500`);
    showInStudio(<FrameSection />, store);
    const user = userEvent.setup();
    for (const [id, typed] of [
      ['custom-width', width],
      ['custom-height', height],
    ] as const) {
      await user.clear(screen.getByTestId(id));
      await user.type(screen.getByTestId(id), `${typed}{Enter}`);
    }
    const field = screen.getByTestId('custom-width');
    const problem = text(document.getElementById(field.getAttribute('aria-describedby') ?? '')!);
    const size = store.getState().settings.size;
    cleanup();
    return { size: `${size.width}x${size.height}`, problem };
  };

  it('takes each side as the studio writes sizes: figures grouped with a space, "px" after them', async () => {
    expect(await apply('1 080', '1080px')).toEqual({ size: '1080x1080', problem: '' });
    expect(await apply('1\u202f200 px', ' 628 ')).toEqual({ size: '1200x628', problem: '' });
  });

  it('names the side that is not a number of pixels, by its label, and what was typed there', async () => {
    expect(await apply('12cm', '1080')).toEqual({
      size: '700x500',
      problem: 'Largeur (px) « 12cm » : un nombre entier de pixels (par exemple 1080)',
    });
    expect((await apply('1080', 'tall', 'en')).problem).toBe(
      'Height (px) “tall”: a whole number of pixels (for example 1080)',
    );
  });
});
