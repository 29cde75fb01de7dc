import {
  blockTiers,
  computeGameStats,
  formatEuros,
  formatOdds,
  formatPercent,
  GAME_IDS,
  GAMES,
  type GameId,
} from '../engine/index.ts';
import { useMessages } from './AppContext.tsx';

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
  const number = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB');
  const decimals = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${definition.regulationDate}T00:00:00Z`));
  const titleId = `rules-${game}`;
  return (
    <article aria-labelledby={titleId} className="game-rules" data-testid={`rules-${game}`}>
      <h2 id={titleId}>
        {definition.name[lang]} — {formatEuros(definition.priceCents, lang)}
      </h2>
      <p className="regulation">{m.rulesRegulation(date)}</p>
      <ul>
        {(game === 'paws' ? m.rulesPaws : m.rulesMonths).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <table>
        <caption>{definition.name[lang]}</caption>
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
                <td>{number.format(tier.count)}</td>
                <td>{m.oneIn(decimals.format(definition.blockSize / tier.count))}</td>
                <td>{formatEuros(tier.amountCents * tier.count, lang)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.tableAll}</th>
            <td>{number.format(stats.winners)}</td>
            <td>{formatOdds(stats.oddsOneIn, lang)}</td>
            <td>{formatEuros(stats.paidCents, lang)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        {m.payout} : {formatPercent(stats.payoutRatio, lang)}
      </p>
    </article>
  );
}
