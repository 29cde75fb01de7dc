import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/state/store.ts';
import { parseLink } from '../../src/state/deepLink.ts';
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

describe('history rows of bought tickets not uncovered, made again', () => {
  const parts = (rows: number, rebuilt: readonly string[]) =>
    ({
      problem: { cause: 'bad-parts', detail: 'history.0.prizeCents: invalid_type' },
      rows,
      wholeHistory: false,
      stats: [],
      rebuilt,
    }) as const;

  it('alone: says the data could not be read, with its detail, and that the row was made again, its prize to credit', () => {
    const notice: Notice = { kind: 'parts-lost', parts: parts(0, ['M.x.0.0000001.G110']) };
    expect(noticeText(notice, 'fr')).toBe(
      'Une partie des données enregistrées était illisible (détail\u00a0: \u2068history.0.prizeCents: invalid_type\u2069). ' +
        'La ligne de l’historique du ticket acheté \u2068M.x.0.0000001.G110\u2069, pas encore découvert, a été refaite\u00a0: son gain sera crédité une fois le ticket découvert. ' +
        'Rien d’autre n’est perdu (solde, tickets déjà tirés, ticket en cours)\u202f; une copie des données d’origine a été mise de côté.',
    );
    expect(noticeText(notice, 'en')).toBe(
      'Part of the saved data could not be read (detail: \u2068history.0.prizeCents: invalid_type\u2069). ' +
        'The history row of the bought ticket \u2068M.x.0.0000001.G110\u2069, not yet uncovered, was rebuilt: its prize is credited once the ticket is uncovered. ' +
        'Nothing else is lost (balance, tickets already dealt, ticket in play); a copy of the original data was set aside.',
    );
  });

  it('with other rows lost: names those as left out, then the rows made again, counted (French and English)', () => {
    const notice: Notice = { kind: 'parts-lost', parts: parts(2, ['M.x.0.0000001.G110', 'P.x.0.0000002.G111']) };
    const fr = noticeText(notice, 'fr');
    const en = noticeText(notice, 'en');
    expect(fr).toMatch(/laissée de côté\u00a0: 2 lignes de l’historique \(détail/);
    expect(fr).toContain(
      'Les lignes de l’historique des 2 tickets achetés \u2068M.x.0.0000001.G110\u2069, \u2068P.x.0.0000002.G111\u2069, pas encore découverts, ont été refaites',
    );
    expect(en).toMatch(/left out: 2 rows of the history \(detail/);
    expect(en).toContain(
      'The history rows of the 2 bought tickets \u2068M.x.0.0000001.G110\u2069, \u2068P.x.0.0000002.G111\u2069, not yet uncovered, were rebuilt',
    );
  });

  it('in a record cut short: said after the cut’s own sentences, unless its ticket is already named as kept', () => {
    const serial = 'M.x.0.0000001.G110';
    const whole: Notice = {
      kind: 'parts-lost',
      parts: { ...parts(0, [serial]), cutShort: { rowsRead: null, ticket: false, owed: [serial] } },
    };
    expect(noticeText(whole, 'fr')).toBe(
      'Les données enregistrées étaient coupées juste avant leur fin, et une partie en était illisible (détail\u00a0: \u2068history.0.prizeCents: invalid_type\u2069)\u202f; une copie des données d’origine a été mise de côté. ' +
        'La ligne de l’historique du ticket acheté \u2068M.x.0.0000001.G110\u2069, pas encore découvert, a été refaite\u00a0: son gain sera crédité une fois le ticket découvert.',
    );
    expect(noticeText(whole, 'en')).toBe(
      'The saved data was cut short just before its end, and part of it could not be read (detail: \u2068history.0.prizeCents: invalid_type\u2069); a copy of the original data was set aside. ' +
        'The history row of the bought ticket \u2068M.x.0.0000001.G110\u2069, not yet uncovered, was rebuilt: its prize is credited once the ticket is uncovered.',
    );
    const ticketCut: Notice = {
      kind: 'parts-lost',
      parts: { ...parts(1, [serial]), cutShort: { rowsRead: null, ticket: true, owed: [serial] } },
    };
    for (const lang of ['fr', 'en'] as const) {
      const said = noticeText(ticketCut, lang);
      expect(said.split(serial)).toHaveLength(2); // named once, as kept
      expect(said).toMatch(lang === 'fr' ? /1 ligne de l’historique.*est conservé/ : /1 row of the history.*is kept/);
    }
  });

  it('found while running (set aside) or with the ticket in play dropped: the row made again is said too', () => {
    for (const notice of [
      { kind: 'set-aside', problem, lostParts: parts(0, ['M.x.0.0000001.G110']) },
      { kind: 'ticket-dropped', problem, lostParts: parts(0, ['M.x.0.0000001.G110']) },
    ] as const satisfies readonly Notice[]) {
      expect(noticeText(notice, 'fr')).toMatch(/illisible \(détail\u00a0: .*\)\. La ligne .* a été refaite/);
      expect(noticeText(notice, 'en')).toMatch(/could not be read \(detail: .*\)\. The history row .* was rebuilt/);
    }
  });
});

describe('a link whose design does not draw the ticket asked for', () => {
  it.each([
    [
      '?game=paws&design=calendrier',
      'ce modèle ne va pas avec ce ticket (\u2068calendrier / paws\u2069\u00a0; modèles possibles\u00a0: dog, cat)',
      'this design does not go with that ticket (\u2068calendrier / paws\u2069; designs: dog, cat)',
    ],
    [
      '?game=paws&variant=cat&design=dog',
      'ce modèle ne va pas avec ce ticket (\u2068dog / paws cat\u2069\u00a0; modèles possibles\u00a0: cat)',
      'this design does not go with that ticket (\u2068dog / paws cat\u2069; designs: cat)',
    ],
    [
      '?game=months&design=dog',
      'ce modèle ne va pas avec ce ticket (\u2068dog / months\u2069\u00a0; modèles possibles\u00a0: months, calendrier)',
      'this design does not go with that ticket (\u2068dog / months\u2069; designs: months, calendrier)',
    ],
  ])('%s: names the designs that do (French and English; the values isolated as quote() does)', (search, fr, en) => {
    const { errors } = parseLink(search);
    const notice: Notice = { kind: 'link', errors };
    expect(noticeText(notice, 'fr')).toContain(fr);
    expect(noticeText(notice, 'en')).toContain(en);
  });
});
