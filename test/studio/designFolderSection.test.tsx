// @vitest-environment jsdom
/**
 * The studio's design folder section on a page (jsdom), with the composition root's own opener:
 * a bad folder's problems, in the page's language, after a switch of language too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { designFolderOpener } from '../../src/studio/designFolderOpener.ts';
import { DesignFolderSection } from '../../src/studio/DesignFolderSection.tsx';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { showInStudio, text } from './harness.tsx';

afterEach(cleanup);

describe('the design folder section', () => {
  it('words a bad folder’s problems again in the language the page switches to', async () => {
    const store = createStudioStore('?lang=en');
    showInStudio(<DesignFolderSection />, store, { openDesignFolder: designFolderOpener(store, undefined) });
    const data = JSON.parse(readFileSync(join(import.meta.dirname, '../../designs/dog/design.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    data.width = 'wide';
    const file = new File([JSON.stringify(data)], 'design.json', { type: 'application/json' });
    Object.defineProperty(file, 'webkitRelativePath', { value: 'dog/design.json' });
    await userEvent.setup().upload(screen.getByLabelText('Design folder'), [file]);
    const alert = await screen.findByRole('alert');
    expect(text(within(alert).getByRole('listitem'))).toBe(
      'design.json: design "dog": width: expected a number, got a string',
    );
    act(() => store.getState().setLang('fr'));
    expect(text(within(alert).getByRole('paragraph'))).toBe('Ce dossier ne peut pas être utilisé :');
    expect(text(within(alert).getByRole('listitem'))).toBe(
      'design.json : modèle « dog » : width : attendu : un nombre, reçu : un texte',
    );
  });
});
