import { Fragment, useState, type FormEvent } from 'react';
import { computeGameStats, formatSerial, GAME_IDS, GAMES } from '../engine/index.ts';
import { formatDateTime, formatEuros, formatPercent, gameName } from '../i18n/index.ts';
import { useAppState, useMessages } from './AppContext.tsx';
import { HistoryChart } from './HistoryChart.tsx';

/** A real serial, as an example of the form. */
const SERIAL_EXAMPLE = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 });

export function HistoryScreen() {
  const { lang, m } = useMessages();
  const history = useAppState((s) => s.history);
  const stats = useAppState((s) => s.stats);
  const openSerial = useAppState((s) => s.openSerial);
  const [serial, setSerial] = useState('');
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
    if (openSerial(serial)) setSerial('');
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

      <form className="reopen" onSubmit={onSubmit}>
        <label htmlFor="reopen-serial">{m.reopenTitle}</label>
        <input
          id="reopen-serial"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder={SERIAL_EXAMPLE}
        />
        <button type="submit">{m.reopen}</button>
      </form>

      {history.length === 0 ? (
        <p>{m.historyEmpty}</p>
      ) : (
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
            <tbody>
              {history.map((h) => (
                <tr key={h.serial}>
                  <td>{formatDateTime(new Date(h.at), lang)}</td>
                  <td>{gameName(h.game, lang)}</td>
                  <td className="mono serial-cell">
                    <BreakableSerial serial={h.serial} />
                  </td>
                  <td>{h.settled ? formatEuros(h.prizeCents, lang) : m.historyPending}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() => openSerial(h.serial)}
                      aria-label={`${m.historyOpen} ${h.serial}`}
                    >
                      {m.historyOpen}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A serial that a narrow column may break only after its dots: "P.demo.0." | "0000017.G137". */
function BreakableSerial({ serial }: { serial: string }) {
  const parts = serial.split('.');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
