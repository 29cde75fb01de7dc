// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { recheckNote } from '../../src/qa/sheet/recheckNote.ts';

// The lab's note beside "Re-check": a folder given as plain files (not handles) must be given
// again after an edit, and the note says how, as it came.
const dropped = { kind: 'files', name: 'fete', files: [], came: 'drop' } as const;
const chosen = { ...dropped, came: 'input' } as const;

describe('the lab’s re-check note', () => {
  it('says the folder was dropped when it was (it said "chosen with the file picker")', () => {
    const m = QA_WORDS.en.lab;
    expect(recheckNote(dropped, m)).toBe(
      'This folder was dropped here: some browsers do not read a file changed since. Drop the folder again to be sure your changes are checked.',
    );
    expect(recheckNote(chosen, m)).toBe(
      'This folder was chosen with the file picker: some browsers do not read a file changed since. Choose the folder again to be sure your changes are checked.',
    );
    expect(QA_WORDS.fr.lab.chooseAgain('drop')).toBe(
      'Ce dossier a été déposé ici\u00a0: certains navigateurs ne relisent pas un fichier modifié depuis. Déposez à nouveau le dossier pour être sûr de contrôler vos changements.',
    );
  });

  it('says what re-check does where the folder can be read again, or none was given', () => {
    const m = QA_WORDS.fr.lab;
    expect(recheckNote({ kind: 'handles', handles: [] }, m)).toBe(m.recheckHint);
    expect(recheckNote(null, m)).toBe(m.recheckHint);
  });
});
