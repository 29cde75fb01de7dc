import { describe, expect, it } from 'vitest';
import { QUOTE_MAX_CHARS, noticeText, quote, saveProblemText, serialErrorText } from '../../src/ui/noticeText.ts';

describe('notices quoting values from outside', () => {
  it('cut a long value to a readable length, with an ellipsis', () => {
    const text = noticeText({ kind: 'link', errors: [{ code: 'unknown-game', value: 'x'.repeat(16_384) }] }, 'fr');
    expect(text.length).toBeLessThan(200);
    expect(text).toContain(`${'x'.repeat(QUOTE_MAX_CHARS - 1)}…`);
  });

  it('never cut inside an emoji or an accented letter', () => {
    const family = '👨‍👩‍👧‍👦';
    const cut = quote(family.repeat(60), 10);
    expect(cut).toBe(`\u2068${family.repeat(9)}…\u2069`);
    expect(quote('e\u0301'.repeat(50), 5)).toBe(`\u2068${'e\u0301'.repeat(4)}…\u2069`);
  });

  it('isolate a value and drop the controls and direction overrides it carries', () => {
    expect(quote('\u202eevil\u202c\u0000\u001b[31m')).toBe('\u2068evil[31m\u2069');
    const text = serialErrorText('bad-serial-format', '\u202eabc', 'en');
    expect(text).not.toContain('\u202e');
    expect(text).toContain('\u2068abc\u2069');
  });

  it('word a typed serial’s problem as a sentence of its own', () => {
    expect(serialErrorText('bad-serial-format', 'hello', 'fr')).toBe(
      'Numéro de série mal formé «\u00a0\u2068hello\u2069\u00a0» (de la forme P.demo.0.0000017.G137).',
    );
    expect(serialErrorText('bad-serial-format', 'hello', 'en')).toBe(
      'Malformed serial number “\u2068hello\u2069” (of the form P.demo.0.0000017.G137).',
    );
  });

  it('say that a serial submitted empty is empty, not quote it as empty quotes', () => {
    expect(serialErrorText('bad-serial-format', '', 'fr')).toBe(
      'Numéro de série vide (de la forme P.demo.0.0000017.G137).',
    );
    expect(serialErrorText('bad-serial-format', '\u200f', 'en')).toBe(
      'Empty serial number (of the form P.demo.0.0000017.G137).',
    );
  });

  it('say what a serial is like where one is not: its form, its first letters, its indices', () => {
    expect(serialErrorText('bad-serial-game', 'X.demo.0.0000017.G137', 'fr')).toContain(
      'jeu inconnu (sa première lettre est P ou M)',
    );
    expect(serialErrorText('bad-serial-game', 'X.demo.0.0000017.G137', 'en')).toContain(
      'unknown game (its first letter is P or M)',
    );
    expect(serialErrorText('bad-serial-index', 'P.demo.0.1600000.ABCD', 'fr')).toContain(
      'hors du bloc (de 0000000 à 1499999)',
    );
    expect(serialErrorText('bad-serial-index', 'P.demo.0.1600000.ABCD', 'en')).toContain(
      'outside its block (0000000 to 1499999)',
    );
    expect(serialErrorText('bad-serial-block', 'P.demo.1000000.0000017.ABCD', 'fr')).toContain(
      'bloc hors limites (de 0 à 999999)',
    );
    expect(serialErrorText('bad-serial-block', 'P.demo.1000000.0000017.ABCD', 'en')).toContain(
      'block out of range (0 to 999999)',
    );
  });

  it('list at most a few problems of one address, and count the others', () => {
    const errors = Array.from({ length: 300 }, (_, i) => ({ code: 'unknown-param' as const, value: `p${i}` }));
    const text = noticeText({ kind: 'link', errors }, 'en');
    expect(text).toContain('p5');
    expect(text).not.toContain('p6');
    expect(text).toMatch(/; and 294 more problems\.$/);
    expect(noticeText({ kind: 'link', errors: errors.slice(0, 7) }, 'fr')).toMatch(/ et un autre problème\.$/);
    expect(noticeText({ kind: 'link', errors: errors.slice(0, 6) }, 'fr')).toMatch(/p5\u2069\s»\.$/);
  });

  it('name each ticket left unsettled under the one in play, and what it won once settled', () => {
    const tickets = [
      { serial: 'M.stuck.0.0000004.G1AP', prizeCents: 600 },
      { serial: 'P.stuck.0.0000000.019Q', prizeCents: 0 },
    ];
    expect(noticeText({ kind: 'settled-left', tickets }, 'fr')).toBe(
      'Le ticket M.stuck.0.0000004.G1AP, acheté avant le ticket en cours, n’avait jamais été découvert\u202f; il l’est maintenant, en entier\u00a0: gagné 6\u00a0€, crédité. ' +
        'Le ticket P.stuck.0.0000000.019Q, acheté avant le ticket en cours, n’avait jamais été découvert\u202f; il l’est maintenant, en entier\u00a0: perdu.',
    );
    expect(noticeText({ kind: 'settled-left', tickets: tickets.slice(0, 1) }, 'en')).toMatch(
      /^Ticket M\.stuck\.0\.0000004\.G1AP, bought before the one in play, had never been uncovered; it now is, in full: won €6, credited\.$/,
    );
  });

  it('say in the warning that a game the browser lets nothing keep is played from memory', () => {
    const reason = {
      key: 'text',
      text: 'le stockage local n’est pas disponible (The operation is insecure.)',
    } as const;
    expect(saveProblemText({ cause: 'memory', reason }, 'fr')).toMatch(
      /aucun stockage.*The operation is insecure.*se joue en mémoire et ne sera pas gardée/,
    );
    expect(
      saveProblemText({ cause: 'memory', reason: { key: 'text', text: 'local storage is not available (x)' } }, 'en'),
    ).toMatch(/no storage.*played from memory and will not be kept/);
  });

  it('say in the warning why the game is not saved', () => {
    expect(
      saveProblemText(
        {
          cause: 'write',
          reason: { key: 'text', text: 'QuotaExceededError: full' },
          full: false,
          offer: false,
          stored: 'game',
        },
        'en',
      ),
    ).toMatch(/would not save.*full/);
    expect(
      saveProblemText(
        {
          cause: 'set-aside',
          reason: { key: 'text', text: 'full' },
          problem: { cause: 'not-json', detail: '' },
          offer: false,
        },
        'fr',
      ),
    ).toMatch(/n’ont pas pu être mises de côté/);
  });

  it('say that a newer version of Grattez holds the saved game, and to reload', () => {
    expect(saveProblemText({ cause: 'newer-version', reason: { key: 'text', text: 'VersionError: x' } }, 'fr')).toMatch(
      /^Une autre version de Grattez.*rechargez cette page.*aucun ticket ne peut être acheté\.$/,
    );
    expect(saveProblemText({ cause: 'newer-version', reason: { key: 'text', text: 'VersionError: x' } }, 'en')).toMatch(
      /^A newer version of Grattez.*reload this page.*no ticket can be bought\.$/,
    );
  });

  it('say that the saved game shows at last, and what became of what was played meanwhile', () => {
    expect(noticeText({ kind: 'saved-game-back' }, 'fr')).toMatch(/partie enregistrée s’affiche.*réglages sont gardés/);
    expect(noticeText({ kind: 'saved-game-back' }, 'en')).toMatch(/saved game shows.*settings are kept/);
  });
});
