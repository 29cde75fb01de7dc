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
