// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, type HistoryEntry } from '../../src/state/persistence.ts';
import { NO_PLAY } from '../../src/state/session.ts';
import { HistoryScreen } from '../../src/ui/HistoryScreen.tsx';
import { balanceCourse, payoutBars } from '../../src/ui/historyChart.ts';
import { makeStore, renderWith, text } from './harness.tsx';

afterEach(cleanup);

let serials = 0;
const entry = (priceCents: number, prizeCents: number, settled = true): HistoryEntry => ({
  serial: `S${serials++}`,
  game: priceCents === 300 ? 'months' : 'paws',
  priceCents,
  prizeCents,
  settled,
  at: '2026-11-29T12:00:00.000Z',
});

describe('balanceCourse', () => {
  it('adds up prizes minus prices from the oldest kept ticket, starting at 0', () => {
    // Newest first, as the store keeps them: a 3 € ticket that paid 6 €, a 2 € loss, then one in play.
    const course = balanceCourse([entry(200, 5_000, false), entry(200, 0), entry(300, 600)]);
    expect(course.points).toEqual([0, 300, 100, -100]);
    expect(course.spentCents).toBe(700);
    expect(course.wonCents).toBe(600); // the ticket in play has paid nothing yet
  });

  it('leaves out tickets that cost nothing', () => {
    expect(balanceCourse([entry(0, 1_000), entry(200, 400)]).points).toEqual([0, 200]);
  });
});

describe('payoutBars', () => {
  it('gives each game its observed payout, none before its first ticket, and its regulation’s', () => {
    const bars = payoutBars({ ...NO_PLAY, months: { bought: 4, spentCents: 1_200, wonCents: 900 } });
    expect(bars.map((b) => [b.game, b.observedRatio])).toEqual([
      ['paws', null],
      ['months', 0.75],
    ]);
    // Article 3 of each regulation: 1,950,000 € paid on 3,000,000 € of tickets, and 3,060,000 € on 4,500,000 €.
    expect(bars[0]!.theoreticalRatio).toBeCloseTo(0.65, 12);
    expect(bars[1]!.theoreticalRatio).toBeCloseTo(0.68, 12);
  });
});

describe('the history chart', () => {
  it('is not drawn before a ticket is bought', () => {
    renderWith(<HistoryScreen />);
    expect(screen.queryByTestId('history-chart')).toBeNull();
  });

  it('draws the balance over the tickets and each game’s payout, as named images with a summary in words', async () => {
    const store = makeStore();
    for (let i = 0; i < 3; i++) {
      await store.getState().buy('months');
      store.getState().revealAll();
    }
    await store.getState().buy('paws', 'dog');
    store.getState().revealAll();
    renderWith(<HistoryScreen />, { store });
    const chart = screen.getByTestId('history-chart');
    const images = within(chart).getAllByRole('img');
    expect(
      images.map((i) => i.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)?.textContent),
    ).toEqual(['Gains moins mises, ticket après ticket', 'Taux de retour observé, et théorique (trait)']);
    const summary = screen.getByTestId('chart-summary');
    // Each drawing is described by its own sentences: the curve by the totals, the bars by the payouts.
    const [curve, payouts] = images.map((i) => document.getElementById(i.getAttribute('aria-describedby')!)!);
    expect(summary.contains(curve!) && summary.contains(payouts!)).toBe(true);
    expect(text(curve!)).toMatch(/^Sur 4 tickets achetés/);
    expect(text(payouts!)).toMatch(/^Chien & Chat/);

    const { stats } = store.getState();
    const won = stats.paws.wonCents + stats.months.wonCents;
    const net = (won - 1_100) / 100;
    expect(text(summary)).toContain(
      `Sur 4 tickets achetés : ${net > 0 ? '+' : ''}${net} € (mises 11 €, gains ${won / 100} €).`,
    );
    expect(text(summary)).toContain('Chien & Chat : ');
    expect(text(summary)).toContain('68 % théorique.');
    expect(chart.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(5);
    expect(chart.querySelectorAll('.chart-bar')).toHaveLength(2);
    expect(text(summary)).not.toContain('historique garde');
  });

  it('says that the curve covers the tickets the history keeps once older ones have been dropped', () => {
    const store = makeStore();
    const history = Array.from({ length: HISTORY_LIMIT }, () => entry(300, 0));
    store.setState({ history, stats: { ...NO_PLAY, months: { bought: 650, spentCents: 195_000, wonCents: 0 } } });
    renderWith(<HistoryScreen />, { store });
    expect(text(screen.getByTestId('chart-summary'))).toContain(
      'La courbe suit les 500 derniers tickets achetés, que l’historique garde ; les taux de retour comptent tous vos tickets.',
    );
    expect(text(screen.getByTestId('chart-summary'))).toContain('Sur 500 tickets achetés : -1 500 €');
  });
});
