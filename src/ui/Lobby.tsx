import { useMemo, useState } from 'react';
import { computeGameStats, GAME_IDS, GAMES, type GameId } from '../engine/index.ts';
import { formatCount, formatEuros, formatPercent, gameName } from '../i18n/index.ts';
import { remainingTopPrizes, ticketsLeft, type VariantChoice } from '../state/emission.ts';
import { useAppState, useMessages } from './AppContext.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { Odds } from './Odds.tsx';

const CHOICES: readonly VariantChoice[] = ['dog', 'cat', 'surprise'];

export function Lobby() {
  const { m } = useMessages();
  return (
    <section aria-labelledby="lobby-title" className="lobby">
      <h1 id="lobby-title">{m.nav.lobby}</h1>
      <div className="game-cards">
        {GAME_IDS.map((game) => (
          <GameCard key={game} game={game} />
        ))}
      </div>
      <SettingsPanel />
    </section>
  );
}

function GameCard({ game }: { game: GameId }) {
  const { lang, m } = useMessages();
  const definition = GAMES[game];
  const stats = computeGameStats(definition);
  const emission = useAppState((s) => s.emission);
  const savedChoice = useAppState((s) => s.settings.pawsChoice);
  const buy = useAppState((s) => s.buy);
  const purchasing = useAppState((s) => s.purchasing);
  const [choice, setChoice] = useState<VariantChoice>(savedChoice);
  const top = useMemo(() => remainingTopPrizes(emission, game), [emission, game]);
  const left = ticketsLeft(emission, game);
  const titleId = `game-${game}-title`;

  return (
    <article className={`game-card game-${game}`} aria-labelledby={titleId} data-testid={`game-${game}`}>
      <h2 id={titleId}>{gameName(game, lang)}</h2>
      <dl className="facts">
        <div>
          <dt>{m.price}</dt>
          <dd>{formatEuros(definition.priceCents, lang)}</dd>
        </div>
        <div>
          <dt>{m.topPrize}</dt>
          <dd>{formatEuros(stats.topPrizeCents, lang)}</dd>
        </div>
        <div>
          <dt>{m.oddsLabel}</dt>
          <dd>
            <Odds oneIn={stats.oddsOneIn} lang={lang} />
          </dd>
        </div>
        <div>
          <dt>{m.payout}</dt>
          <dd>{formatPercent(stats.payoutRatio, lang)}</dd>
        </div>
        <div>
          <dt>{m.winners}</dt>
          <dd>{formatCount(stats.winners, lang)}</dd>
        </div>
      </dl>
      <p className="block-left">{m.blockLeft(formatCount(left, lang))}</p>
      <div className="top-left">
        <span>{m.topLeft}</span>
        <ul>
          {top.map((t) => (
            <li key={t.amountCents}>
              {formatEuros(t.amountCents, lang)}
              {m.labelSeparator}
              {m.ofTotal(formatCount(t.remaining, lang), formatCount(t.total, lang))}
            </li>
          ))}
        </ul>
      </div>
      {game === 'paws' && (
        <fieldset className="variant-choice">
          <legend>{m.variant}</legend>
          {CHOICES.map((c) => (
            <label key={c}>
              <input type="radio" name="paws-variant" value={c} checked={choice === c} onChange={() => setChoice(c)} />{' '}
              {m.variants[c]}
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className="buy"
        disabled={purchasing}
        onClick={() => void buy(game, game === 'paws' ? choice : 'surprise')}
      >
        {m.buyFor(formatEuros(definition.priceCents, lang))}
      </button>
    </article>
  );
}
