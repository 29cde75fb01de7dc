import { blockTiers, computeGameStats, GAME_IDS, GAMES, type GameId } from '../engine/index.ts';
import { formatCount, formatEuros, formatPercent, gameName, regulationLine, rulesLines } from '../i18n/index.ts';
import { useMessages } from './AppContext.tsx';
import { Odds } from './Odds.tsx';

export function RulesScreen() {
  const { m } = useMessages();
  return (
    <section aria-labelledby="rules-title" className="rules">
      <h1 id="rules-title">{m.rulesTitle}</h1>
      {GAME_IDS.map((game) => (
        <GameRules key={game} game={game} />
      ))}
    </section>
  );
}

function GameRules({ game }: { game: GameId }) {
  const { lang, m } = useMessages();
  const definition = GAMES[game];
  const stats = computeGameStats(definition);
  const titleId = `rules-${game}`;
  return (
    <article aria-labelledby={titleId} className="game-rules" data-testid={`rules-${game}`}>
      <h2 id={titleId}>
        {gameName(game, lang)} — {formatEuros(definition.priceCents, lang)}
      </h2>
      <p className="regulation">{regulationLine(game, lang)}</p>
      <ul>
        {rulesLines(game, lang).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <table>
        <caption>{gameName(game, lang)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.tableAmount}</th>
            <th scope="col">{m.tableCount}</th>
            <th scope="col">{m.tableOdds}</th>
            <th scope="col">{m.tableTotal}</th>
          </tr>
        </thead>
        <tbody>
          {blockTiers(definition)
            .filter((t) => t.amountCents > 0)
            .map((tier) => (
              <tr key={tier.amountCents}>
                <th scope="row">{formatEuros(tier.amountCents, lang)}</th>
                <td>{formatCount(tier.count, lang)}</td>
                <td className="odds">
                  <Odds oneIn={definition.blockSize / tier.count} lang={lang} />
                </td>
                <td>{formatEuros(tier.amountCents * tier.count, lang)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.tableAll}</th>
            <td>{formatCount(stats.winners, lang)}</td>
            <td className="odds">
              <Odds oneIn={stats.oddsOneIn} lang={lang} />
            </td>
            <td>{formatEuros(stats.paidCents, lang)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        {m.payout}
        {m.labelSeparator}
        {formatPercent(stats.payoutRatio, lang)}
      </p>
    </article>
  );
}
