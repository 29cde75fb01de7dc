// @vitest-environment jsdom
/**
 * The design lab's end, when a picture could not be drawn: its status says so beside the checks'
 * result, and its state (`data-lab-state`, which scripts read) is "failed", not "done", so that a
 * lab with a blank card never reads as all clear. The rows are stubbed: each says at once that its
 * checks passed and its pictures are done, the French row with one not drawn.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../src/i18n/index.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import type { DesignId } from '../../src/layouts/index.ts';
import { type SheetOptions } from '../../src/qa/sheet/address.ts';
import type * as SheetModule from '../../src/qa/sheet/Sheet.tsx';
import type { RowOutcome } from '../../src/qa/sheet/Sheet.tsx';
import { folderFiles } from './designFolderFiles.ts';
import { showSheet } from './showSheet.tsx';

vi.mock('../../src/qa/sheet/Sheet.tsx', async (original) => {
  const sheet = await original<typeof SheetModule>();
  const { useEffect } = await import('react');
  return {
    ...sheet,
    DesignRow: ({
      design,
      lang,
      options,
      onDone,
      onChecks,
    }: {
      design: DesignId;
      lang: Lang;
      options: SheetOptions;
      onDone: (key: string, outcome: RowOutcome) => void;
      onChecks?: (r: { design: DesignId; lang: Lang; findings: [] }) => void;
    }) => {
      useEffect(() => {
        onChecks?.({ design, lang, findings: [] });
        onDone(sheet.rowKey(design, lang, options), {
          failedPictures: lang === 'fr' ? ['revealed'] : [],
          checksFailed: false,
        });
      }, [design, lang, options, onDone, onChecks]);
      return null;
    },
  };
});

afterEach(cleanup);

describe('the design lab with a picture not drawn', () => {
  it('says so at its end, and its state is "failed", not "done"', async () => {
    showSheet('?lab&ui=en');
    const m = QA_WORDS.en;
    // What the status says at the moment the state turns "failed", as a script that waits on the
    // state and then reads the status finds it.
    const saidAtEnd = new Promise<string | null>((resolve) => {
      const watch = new MutationObserver(() => {
        if (document.body.dataset.labState !== 'failed') return;
        watch.disconnect();
        resolve(screen.getByRole('status').textContent);
      });
      watch.observe(document.body, { attributes: true, attributeFilter: ['data-lab-state'] });
    });
    await userEvent.setup().upload(screen.getByLabelText(m.lab.folderInput), folderFiles('dog'));
    expect(await saidAtEnd).toBe(`${m.lab.done('dog', 0)} ${m.picture.notDrawnSaid(1)}`);
  });
});
