// @vitest-environment jsdom
/**
 * The studio's design folder section on a page (jsdom), with the composition root's own opener:
 * a bad folder's problems, in the page's language, after a switch of language too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { designFolderOpener } from '../../src/studio/designFolderOpener.ts';
import { DesignFolderSection } from '../../src/studio/DesignFolderSection.tsx';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import { TicketSection } from '../../src/studio/TicketSection.tsx';
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
      'design.json: design "dog": width: expected a number, got a string (line 1)',
    );
    act(() => store.getState().setLang('fr'));
    expect(text(within(alert).getByRole('paragraph'))).toBe('Ce dossier ne peut pas être utilisé :');
    expect(text(within(alert).getByRole('listitem'))).toBe(
      'design.json : modèle « dog » : width : attendu : un nombre, reçu : un texte (ligne 1)',
    );
  });
});

/** The files of a folder of designs/ as the folder input gives them, `change` applied to its design.json. */
function folderFiles(name: string, change: (design: Record<string, unknown>) => void = () => undefined): File[] {
  const dir = join(import.meta.dirname, '../../designs', name);
  return readdirSync(dir).map((entry) => {
    let content = readFileSync(join(dir, entry), 'utf8'); // a design.json and SVG art: text
    if (entry === 'design.json') {
      const design = JSON.parse(content) as Record<string, unknown>;
      change(design);
      content = JSON.stringify(design);
    }
    const file = new File([content], entry);
    Object.defineProperty(file, 'webkitRelativePath', { value: `${name}/${entry}` });
    return file;
  });
}

describe('a design opened from a folder', () => {
  it('stays the one drawn, and said so, when a bad folder is opened after it; the chooser names it', async () => {
    const store = createStudioStore('?lang=fr');
    showInStudio(
      <>
        <TicketSection />
        <DesignFolderSection />
      </>,
      store,
      { openDesignFolder: designFolderOpener(store, undefined) },
    );
    const user = userEvent.setup();
    const status = () => text(screen.getByRole('status'));
    // The studio checks nothing: it sends to the lab, in the page's language.
    expect(screen.getByRole('link', { name: 'labo de modèles' }).getAttribute('href')).toBe('qa.html?lab&lang=fr');
    await user.upload(
      screen.getByLabelText('Dossier du modèle'),
      folderFiles('calendrier', (d) => (d.name = { fr: 'Mon calendrier', en: 'My calendar' })),
    );
    await waitFor(() =>
      expect(status()).toMatch(/^Modèle « Mon calendrier » ouvert : les images et exports l’utilisent/),
    );
    const chosen = screen.getByRole('radio', { name: 'Mon calendrier (dossier ouvert)' });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    // A broken folder: its problems are named, and the design opened before is still drawn.
    await user.upload(
      screen.getByLabelText('Dossier du modèle'),
      folderFiles('calendrier', (d) => (d.width = 'wide')),
    );
    await screen.findByText('Ce dossier ne peut pas être utilisé :');
    expect(status()).toBe('Le modèle « Mon calendrier », ouvert avant, reste celui des images et exports.');
    expect(store.getState().settings.design).toBe('calendrier');
    // Another design chosen: the folder's is still offered, and the status says it is not in use.
    await user.click(screen.getByRole('radio', { name: 'Roue des mois' }));
    expect(status()).toBe(
      'Modèle « Mon calendrier » ouvert, mais pas utilisé pour ce ticket : choisissez-le dans « Modèle du ticket ».',
    );
    await user.click(screen.getByRole('radio', { name: 'Mon calendrier (dossier ouvert)' }));
    expect(store.getState().settings.design).toBe('calendrier');
  });
});
