import { Fragment, memo, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { computeGameStats, formatSerial, GAME_IDS, GAMES, type SerialErrorCode } from '../engine/index.ts';
import { formatDateTime, formatEuros, formatPercent, gameName, MESSAGES, type Lang } from '../i18n/index.ts';
import type { HistoryEntry } from '../state/persistence.ts';
import { useAppState, useMessages } from './AppContext.tsx';
import { HistoryChart } from './HistoryChart.tsx';
import { serialErrorText } from './noticeText.ts';
import { useScrollKept } from './scrollKept.ts';

/** A real serial, as an example of the form. */
const SERIAL_EXAMPLE = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 });

export function HistoryScreen() {
  const { lang, m } = useMessages();
  const history = useAppState((s) => s.history);
  const stats = useAppState((s) => s.stats);
  const openSerial = useAppState((s) => s.openSerial);
  const [serial, setSerial] = useState('');
  // The serial last sent that cannot be opened, and how many were sent: a message said again is announced again.
  const [refused, setRefused] = useState<{ code: SerialErrorCode; value: string; sent: number } | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The field, its button and its message are kept in view (a phone's keyboard takes half the screen).
  useEffect(() => {
    if (refused !== null) form.current?.scrollIntoView({ block: 'nearest' });
  }, [refused]);
  useScrollKept('history', history.length === 0); // else once its rows are all in (PlayedTable)
  const total = GAME_IDS.reduce(
    (acc, game) => ({
      bought: acc.bought + stats[game].bought,
      spentCents: acc.spentCents + stats[game].spentCents,
      wonCents: acc.wonCents + stats[game].wonCents,
    }),
    { bought: 0, spentCents: 0, wonCents: 0 },
  );
  const observed = (won: number, spent: number) => (spent > 0 ? formatPercent(won / spent, lang, 1) : '—');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Told beside the field, not in a notice at the page's top: on a phone that scrolls the field,
    // and the focus in it, out of view.
    const refusal = openSerial(serial);
    if (refusal !== null) {
      setRefused({ code: refusal, value: serial, sent: (refused?.sent ?? 0) + 1 });
      field.current?.focus(); // from the button too: the field is what to correct
      return;
    }
    setRefused(null);
    setSerial('');
  };

  return (
    <section aria-labelledby="history-title" className="history">
      <h1 id="history-title">{m.historyTitle}</h1>
      <table className="stats" data-testid="stats">
        <caption>{m.stats}</caption>
        <thead>
          <tr>
            <th scope="col">{m.historyGame}</th>
            <th scope="col">{m.bought}</th>
            <th scope="col">{m.spent}</th>
            <th scope="col">{m.wonTotal}</th>
            <th scope="col">{m.observed}</th>
          </tr>
        </thead>
        <tbody>
          {GAME_IDS.map((game) => (
            <tr key={game}>
              <th scope="row">{gameName(game, lang)}</th>
              <td data-label={m.bought}>{stats[game].bought}</td>
              <td data-label={m.spent}>{formatEuros(stats[game].spentCents, lang)}</td>
              <td data-label={m.wonTotal}>{formatEuros(stats[game].wonCents, lang)}</td>
              <td data-label={m.observed}>
                {observed(stats[game].wonCents, stats[game].spentCents)} ({m.theoretical}{' '}
                {formatPercent(computeGameStats(GAMES[game]).payoutRatio, lang)})
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.allGames}</th>
            <td data-label={m.bought}>{total.bought}</td>
            <td data-label={m.spent}>{formatEuros(total.spentCents, lang)}</td>
            <td data-label={m.wonTotal}>{formatEuros(total.wonCents, lang)}</td>
            <td data-label={m.observed}>{observed(total.wonCents, total.spentCents)}</td>
          </tr>
        </tfoot>
      </table>

      <HistoryChart />

      <form className="reopen" onSubmit={onSubmit} ref={form}>
        <label htmlFor="reopen-serial">{m.reopenTitle}</label>
        <input
          id="reopen-serial"
          ref={field}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder={SERIAL_EXAMPLE}
          aria-invalid={refused === null ? undefined : true}
          aria-describedby={refused === null ? undefined : 'reopen-problem'}
        />
        <button type="submit">{m.reopen}</button>
        {refused !== null && (
          <p id="reopen-problem" role="alert" key={refused.sent}>
            {serialErrorText(refused.code, refused.value, lang)}
          </p>
        )}
      </form>

      {history.length === 0 ? <p>{m.historyEmpty}</p> : <PlayedTable history={history} />}
    </section>
  );
}

/** The rows drawn with the screen itself: more than a screen holds under the totals and the chart. */
const FIRST_ROWS = 25;
/**
 * The rows each frame adds after them: a task of a few tens of milliseconds on a phone, not the
 * 200 ms of all 475 at once, during which a tap went unanswered.
 */
const SLICE_ROWS = 50;

/**
 * The tickets played, up to 500 rows. The screen appears with its first rows, the others joining
 * them a slice a frame just after (each frame's task short: a tap or a key is answered between
 * two slices; in a hidden tab, a slice a task): the style and layout of 500 rows, and React's
 * work, took most of the screen's appearance. Every row is on the page well before a key or a screen reader could reach it;
 * content-visibility would skip the rows' work too, but Chromium then leaves the cells of the rows
 * it never drew out of its accessibility tree. Drawn again only when the history or the language
 * changes, not at each key typed in the serial's field above it; a row drawn is not drawn again
 * as the next slices come.
 */
const PlayedTable = memo(function PlayedTable({ history }: { history: readonly HistoryEntry[] }) {
  const { lang, m } = useMessages();
  const openSerial = useAppState((s) => s.openSerial);
  const [shown, setShown] = useState(Math.min(history.length, FIRST_ROWS));
  const allRows = shown >= history.length;
  useEffect(() => {
    if (allRows) return;
    // The first slice after the screen's first frame (a frame's callbacks run before it is
    // painted), each next one a frame after the one before.
    const slice = () => setShown((n) => n + SLICE_ROWS);
    let frame = 0;
    let task: MessageChannel | null = null;
    // A hidden tab (reloaded or opened in the background) runs no frame until it is shown: there the
    // next slice comes in a task of its own, a message's (a timer's would wait a second there).
    const byTask = () => {
      if (task !== null || document.visibilityState !== 'hidden') return;
      cancelAnimationFrame(frame);
      task = new MessageChannel();
      task.port1.onmessage = () => {
        task?.port1.close();
        slice();
      };
      task.port2.postMessage(null);
    };
    if (document.visibilityState === 'hidden') byTask();
    else frame = requestAnimationFrame(shown > FIRST_ROWS ? slice : () => (frame = requestAnimationFrame(slice)));
    document.addEventListener('visibilitychange', byTask); // hidden while its frame was awaited
    return () => {
      cancelAnimationFrame(frame);
      task?.port1.close();
      document.removeEventListener('visibilitychange', byTask);
    };
  }, [allRows, shown]);
  const rows = allRows ? history : history.slice(0, shown);
  useScrollKept('history', allRows); // a reload comes back where the rows were read
  // Until they come, the rows to come take the room they will take, at the first rows' pace: the
  // page is as tall as it will be when Back or Forward restores the scroll, as the screen appears.
  const body = useRef<HTMLTableSectionElement>(null);
  const toCome = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const drawn = body.current?.rows;
    if (toCome.current === null || drawn === undefined || drawn.length === 0) return;
    const pace =
      (drawn[drawn.length - 1]!.getBoundingClientRect().bottom - drawn[0]!.getBoundingClientRect().top) / drawn.length;
    toCome.current.style.height = `${(history.length - drawn.length) * pace}px`;
  }, [history.length, shown]);
  return (
    <div className="table-scroll">
      <table className="played" data-testid="history">
        {/* Read, not shown: the phone's card layout would squeeze a shown caption to a word a line. */}
        <caption className="visually-hidden">{m.historyPlayed}</caption>
        <thead>
          <tr>
            <th scope="col">{m.historyDate}</th>
            <th scope="col">{m.historyGame}</th>
            <th scope="col">{m.serial}</th>
            <th scope="col">{m.historyPrize}</th>
            <th scope="col">
              <span className="visually-hidden">{m.historyOpen}</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((h) => (
            <PlayedRow key={h.serial} entry={h} lang={lang} openSerial={openSerial} />
          ))}
        </tbody>
      </table>
      {!allRows && <div ref={toCome} aria-hidden="true" />}
    </div>
  );
});

/** One ticket played: drawn once, not again as the rows after it come. */
const PlayedRow = memo(function PlayedRow({
  entry: h,
  lang,
  openSerial,
}: {
  entry: HistoryEntry;
  lang: Lang;
  openSerial: (serial: string) => unknown;
}) {
  const m = MESSAGES[lang];
  return (
    <tr>
      <td>{formatDateTime(new Date(h.at), lang)}</td>
      <td>{gameName(h.game, lang)}</td>
      <td className="mono serial-cell">
        <BreakableSerial serial={h.serial} />
      </td>
      <td>{h.settled ? formatEuros(h.prizeCents, lang) : m.historyPending}</td>
      <td>
        <button type="button" onClick={() => openSerial(h.serial)} aria-label={`${m.historyOpen} ${h.serial}`}>
          {m.historyOpen}
        </button>
      </td>
    </tr>
  );
});

/** A serial that a narrow column may break only after its dots: "P.demo.0." | "0000017.G137". */
function BreakableSerial({ serial }: { serial: string }) {
  const parts = serial.split('.');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {/* "P." as one text: a node fewer in each of up to 500 rows */}
          {i < parts.length - 1 ? `${part}.` : part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
