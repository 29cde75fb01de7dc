import { memo, useCallback, useId, useRef, useState } from 'react';
import { GAME_IDS } from '../engine/index.ts';
import { formatCount, formatEuros, formatPercent, gameName, plural, type Lang } from '../i18n/index.ts';
import { HISTORY_LIMIT } from '../state/persistence.ts';
import { useAppState, useMessages } from './AppContext.tsx';
import { balanceCourse, payoutBars, polylinePoints, type PayoutBar } from './historyChart.ts';

// Drawing sizes, in CSS pixels: each drawing is drawn at the width it is given (drawnWidth), so that
// its text is at the size the style sheet says on a 320 px phone as on a desktop.
const DEFAULT_WIDTH = 320; // until the drawing's width is known (and where nothing lays it out)
const CURVE_LEFT = 56; // room for the euro labels
const LABEL_SPACING = 14; // a euro label closer than this to another one is left out
const BAR_LEFT = 86; // room for the games' names
const VALUE_ROOM = 52; // what a percentage needs after its bar
const CURVE_HEIGHT = 110;
const BAR_HEIGHT = 16;
const BAR_GAP = 30;
const PAYOUT_SCALE_MAX = 1.5; // bars run from 0 to 150 %; a larger payout runs off the end, its label says how much

/**
 * The width an SVG drawing is laid out at, in CSS pixels, kept as it changes; its viewBox
 * takes it, so that one unit is one pixel. Its height follows from the viewBox, never its width:
 * no resize loop.
 */
function useDrawnWidth(): [(svg: SVGSVGElement | null) => void, number] {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((svg: SVGSVGElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (svg === null || typeof ResizeObserver !== 'function') return;
    const measure = (w: number) => {
      if (w > 0) setWidth(w);
    };
    measure(svg.getBoundingClientRect().width);
    observer.current = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.current.observe(svg);
  }, []);
  return [ref, width];
}

/**
 * A small chart of the player's results, drawn by hand in SVG: the balance's course through the
 * tickets the history keeps (gains minus stakes, ticket after ticket), and each game's observed
 * payout against its regulation's. Each drawing is an image named by its title and described by
 * the text summary below it, which says the same in words.
 */
export const HistoryChart = memo(function HistoryChart() {
  const { lang, m } = useMessages();
  const history = useAppState((s) => s.history);
  const stats = useAppState((s) => s.stats);
  const id = useId();
  const course = balanceCourse(history);
  const tickets = course.points.length - 1;
  if (tickets === 0) return null;
  const bars = payoutBars(stats);
  const net = course.wonCents - course.spentCents;
  const signedNet = net > 0 ? `+${formatEuros(net, lang)}` : formatEuros(net, lang);
  const boughtAll = GAME_IDS.reduce((n, game) => n + stats[game].bought, 0);
  const ticketWords = `${formatCount(tickets, lang)} ${plural(tickets, m.chartTickets, lang)}`;

  return (
    <figure className="history-chart" data-testid="history-chart">
      <figcaption>{m.chartTitle}</figcaption>
      <div className="chart-panels">
        <div>
          <p className="chart-label" id={`${id}-balance`}>
            {m.chartBalance}
          </p>
          <BalanceCurve
            points={course.points}
            lang={lang}
            labelledBy={`${id}-balance`}
            describedBy={`${id}-summary-balance`}
          />
        </div>
        <div>
          <p className="chart-label" id={`${id}-payout`}>
            {m.chartPayout}
          </p>
          <PayoutBars bars={bars} lang={lang} labelledBy={`${id}-payout`} describedBy={`${id}-summary-payout`} />
        </div>
      </div>
      {/* Each drawing is described by its own sentences, not by the other's too. */}
      <div className="chart-summary" data-testid="chart-summary">
        <p id={`${id}-summary-balance`}>
          {m.chartSummary(
            ticketWords,
            signedNet,
            formatEuros(course.spentCents, lang),
            formatEuros(course.wonCents, lang),
          )}
        </p>
        <p id={`${id}-summary-payout`}>
          {bars
            .map((b) =>
              m.chartPayoutLine(
                gameName(b.game, lang),
                b.observedRatio === null ? m.chartNoTicket : formatPercent(b.observedRatio, lang, 1),
                formatPercent(b.theoreticalRatio, lang),
              ),
            )
            .join(' ')}
        </p>
        {boughtAll > tickets && history.length >= HISTORY_LIMIT && <p>{m.chartKept(formatCount(tickets, lang))}</p>}
      </div>
    </figure>
  );
});

interface DrawingProps {
  readonly lang: Lang;
  readonly labelledBy: string;
  readonly describedBy: string;
}

/** The running total as a line over the tickets, with the zero line and the extremes labelled. */
function BalanceCurve({ points, lang, labelledBy, describedBy }: DrawingProps & { points: readonly number[] }) {
  const [ref, width] = useDrawnWidth();
  const curveWidth = width - CURVE_LEFT - 8;
  const max = Math.max(0, ...points);
  const min = Math.min(0, ...points);
  const span = max - min || 1;
  const y = (v: number) => 6 + ((max - v) / span) * CURVE_HEIGHT;
  const last = points[points.length - 1]!;
  const trend = last >= 0 ? 'up' : 'down';
  // The extremes are labelled, and zero too where it does not crowd them.
  const labels = [max, min, 0].filter((v, i, all) => all.findIndex((w) => Math.abs(y(w) - y(v)) < LABEL_SPACING) === i);
  return (
    <svg
      ref={ref}
      className="chart chart-balance"
      viewBox={`0 0 ${width} ${CURVE_HEIGHT + 30}`}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <g className="chart-axis">
        {labels.map((v) => (
          <text key={v} x={CURVE_LEFT - 6} y={y(v) + 4} textAnchor="end">
            {formatEuros(v, lang)}
          </text>
        ))}
        <line x1={CURVE_LEFT} x2={CURVE_LEFT + curveWidth} y1={y(0)} y2={y(0)} className="chart-zero" />
        <text x={CURVE_LEFT} y={CURVE_HEIGHT + 26}>
          {formatCount(0, lang)}
        </text>
        <text x={CURVE_LEFT + curveWidth} y={CURVE_HEIGHT + 26} textAnchor="end">
          {formatCount(points.length - 1, lang)}
        </text>
      </g>
      <g transform={`translate(${CURVE_LEFT} 6)`}>
        <polyline
          className={`chart-line ${trend}`}
          points={polylinePoints(points, curveWidth, CURVE_HEIGHT, min, max)}
        />
        <circle className={`chart-dot ${trend}`} cx={curveWidth} cy={((max - last) / span) * CURVE_HEIGHT} r={3.5} />
      </g>
    </svg>
  );
}

/** One bar per game, its observed payout, with a mark at the theoretical one. */
function PayoutBars({ bars, lang, labelledBy, describedBy }: DrawingProps & { bars: readonly PayoutBar[] }) {
  const [ref, width] = useDrawnWidth();
  const barWidth = width - BAR_LEFT - 18;
  const x = (ratio: number) => BAR_LEFT + (Math.min(ratio, PAYOUT_SCALE_MAX) / PAYOUT_SCALE_MAX) * barWidth;
  return (
    <svg
      ref={ref}
      className="chart chart-payout"
      viewBox={`0 0 ${width} ${bars.length * BAR_GAP + 18}`}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {bars.map((b, i) => {
        const top = 6 + i * BAR_GAP;
        const end = x(b.observedRatio ?? 0);
        const inside = end + VALUE_ROOM > BAR_LEFT + barWidth; // no room after the bar: the value goes inside it
        return (
          <g key={b.game} className={`chart-bar game-${b.game}`}>
            <text x={BAR_LEFT - 6} y={top + BAR_HEIGHT - 4} textAnchor="end">
              {gameName(b.game, lang)}
            </text>
            <rect x={BAR_LEFT} y={top} width={barWidth} height={BAR_HEIGHT} className="chart-track" rx={3} />
            <rect x={BAR_LEFT} y={top} width={end - BAR_LEFT} height={BAR_HEIGHT} className="chart-fill" rx={3} />
            <line
              x1={x(b.theoreticalRatio)}
              x2={x(b.theoreticalRatio)}
              y1={top - 3}
              y2={top + BAR_HEIGHT + 3}
              className="chart-mark"
            />
            <text
              x={inside ? end - 4 : end + 4}
              y={top + BAR_HEIGHT - 4}
              textAnchor={inside ? 'end' : 'start'}
              className={inside ? 'chart-value inside' : 'chart-value'}
            >
              {b.observedRatio === null ? '—' : formatPercent(b.observedRatio, lang, 1)}
            </text>
          </g>
        );
      })}
      <g className="chart-axis">
        {[0, 0.5, 1, 1.5].map((r) => (
          <text key={r} x={x(r)} y={bars.length * BAR_GAP + 14} textAnchor="middle">
            {formatPercent(r, lang)}
          </text>
        ))}
      </g>
    </svg>
  );
}
