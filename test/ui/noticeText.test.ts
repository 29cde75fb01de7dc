import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/state/store.ts';
import { noticeText } from '../../src/ui/noticeText.ts';

const problem = { cause: 'bad-serial', detail: 'current.serial' } as const;
const lostDates = ['PAW-000001'];

/**
 * Every notice that reports another loss as well as history dates: none may say that nothing else
 * was lost before it has named every loss.
 */
const withOtherLosses: readonly Notice[] = [
  { kind: 'ticket-dropped', problem, lostDates },
  { kind: 'set-aside', problem, lostDates },
  {
    kind: 'parts-lost',
    parts: { problem: { cause: 'bad-parts', detail: 'history.3' }, rows: 1, wholeHistory: false, stats: [] },
    lostDates,
  },
];

describe('a notice naming history dates lost besides another loss', () => {
  it.each(withOtherLosses.map((notice) => [notice.kind, notice] as const))(
    '%s: names the dates, and says nothing else was lost only after every loss (French and English)',
    (_kind, notice) => {
      for (const [lang, dates, nothingElse] of [
        ['fr', 'date inconnue', 'Rien d’autre n’est perdu'],
        ['en', 'unknown date', 'Nothing else is lost'],
      ] as const) {
        const text = noticeText(notice, lang);
        expect(text).toContain('PAW-000001');
        expect(text).toContain(dates);
        if (notice.kind === 'parts-lost') {
          // once, after the dates (the last loss named): its list leaves the history out
          expect(text.split(nothingElse)).toHaveLength(2);
          expect(text.indexOf(nothingElse)).toBeGreaterThan(text.indexOf(dates));
        } else expect(text).not.toContain(nothingElse); // the ticket in play, or stored data, was lost
      }
    },
  );

  it('alone, the dates’ notice still says nothing else was lost', () => {
    const notice: Notice = { kind: 'dates-lost', serials: lostDates };
    expect(noticeText(notice, 'fr')).toMatch(/Rien d’autre n’est perdu/);
    expect(noticeText(notice, 'en')).toMatch(/Nothing else is lost/);
  });
});

describe('a record cut short through its ticket in play: what became of a bought ticket not uncovered', () => {
  const cut = (owed: readonly string[] | null): Notice => ({
    kind: 'parts-lost',
    parts: {
      problem: { cause: 'bad-parts', detail: 'cut_short @300; current: cut_short' },
      rows: 0,
      wholeHistory: owed === null,
      stats: [],
      cutShort: { rowsRead: null, ticket: true, owed },
    },
  });

  it('kept: named, opened again covered, credited once uncovered (French and English)', () => {
    const one = cut(['M.cut.0.0000002.G0W7']);
    expect(noticeText(one, 'fr')).toContain(
      'ce qui était gratté du ticket en cours (détail\u00a0: \u2068cut_short @300; current: cut_short\u2069)',
    );
    expect(noticeText(one, 'fr')).toContain(
      'Le ticket acheté \u2068M.cut.0.0000002.G0W7\u2069, pas encore découvert, est conservé\u00a0: il s’ouvre de nouveau, entièrement recouvert, à gratter, et son gain sera crédité une fois découvert.',
    );
    expect(noticeText(one, 'en')).toContain('how far the ticket in play was scratched (detail:');
    expect(noticeText(one, 'en')).toContain(
      'The bought ticket \u2068M.cut.0.0000002.G0W7\u2069, not yet uncovered, is kept: it opens again, fully covered, to be scratched, and its prize is credited once it is uncovered.',
    );
    const two = noticeText(cut(['M.a.0.0000001.AAAA', 'P.a.0.0000001.BBBB']), 'en');
    expect(two).toContain('The 2 bought tickets \u2068M.a.0.0000001.AAAA\u2069, \u2068P.a.0.0000001.BBBB\u2069');
    expect(noticeText(cut(['M.a.0.0000001.AAAA', 'P.a.0.0000001.BBBB']), 'fr')).toContain(
      'Les 2 tickets achetés \u2068M.a.0.0000001.AAAA\u2069, \u2068P.a.0.0000001.BBBB\u2069',
    );
  });

  it('none owed: the ticket in play lost, and no prize with it (French and English)', () => {
    const none = cut([]);
    expect(noticeText(none, 'fr')).toContain(
      'le ticket en cours, s’il y en avait un (aucun ticket acheté n’était encore à découvrir\u202f: aucun gain n’est perdu)',
    );
    expect(noticeText(none, 'en')).toContain(
      'the ticket in play, if there was one (no bought ticket was still to be uncovered: no prize is lost)',
    );
    for (const lang of ['fr', 'en'] as const)
      expect(noticeText(none, lang)).not.toMatch(/ouvre de nouveau|opens again/);
  });

  it('not known (an earlier release’s record): said plainly, with no promise of a ticket opened again', () => {
    const unknown = cut(null);
    const fr = noticeText(unknown, 'fr');
    const en = noticeText(unknown, 'en');
    expect(fr).toContain('l’historique\u202f; le ticket en cours, s’il y en avait un (détail');
    expect(fr).toContain(
      'Ces données, enregistrées par une version antérieure de Grattez, sont coupées avant d’indiquer si un ticket acheté restait à découvrir\u00a0: s’il y en avait un, il ne peut pas être retrouvé, et son prix n’est pas remboursé',
    );
    expect(en).toContain('the history; the ticket in play, if there was one (detail');
    expect(en).toContain(
      'This data, saved by an earlier version of Grattez, was cut before it said whether a bought ticket was still to be uncovered: if one was, it cannot be found again, and its price is not refunded',
    );
    expect(fr).not.toMatch(/ouvre de nouveau/);
    expect(en).not.toMatch(/opens again/);
  });
});
