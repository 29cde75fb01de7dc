import { useMemo, useState } from 'react';
import { computeGameStats, GAME_IDS, GAMES, gameVariants, variantChoices, type GameId } from '../engine/index.ts';
import { formatCount, formatEuros, formatPercent, gameName, variantName } from '../i18n/index.ts';
import { designsOfGame } from '../layouts/index.ts';
import { remainingTopPrizes, ticketsLeft, type VariantChoice } from '../state/emission.ts';
import { unrevealedTickets } from '../state/session.ts';
import { savedChoice, savedDesign } from '../state/settings.ts';
import { useAppState, useMessages } from './AppContext.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { Odds } from './Odds.tsx';

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
  const saved = useAppState((s) => savedChoice(s.settings, game));
  const buy = useAppState((s) => s.buy);
  const chooseDesign = useAppState((s) => s.chooseDesign);
  const purchasing = useAppState((s) => s.purchasing);
  const [choice, setChoice] = useState<VariantChoice>(saved);
  const variants = gameVariants(game);
  // The designs that can draw the ticket chosen: its animal's (none while it is either), or the
  // game's; offered when there are more than one.
  const designs = designsOfGame(game).filter((d) => d.variant === null || d.variant === choice);
  const savedDesignId = useAppState((s) => savedDesign(s.settings, game));
  const [design, setDesign] = useState(savedDesignId);
  const shownDesign = designs.find((d) => d.id === design)?.id ?? designs[0]?.id;
  const designChoice = designs.length > 1;
  const history = useAppState((s) => s.history);
  const top = useMemo(() => remainingTopPrizes(emission, game, unrevealedTickets(history)), [emission, game, history]);
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
      {variants.length > 0 && (
        <fieldset className="variant-choice">
          <legend>{m.variant}</legend>
          {variantChoices(game).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name={`${game}-variant`}
                value={c}
                checked={choice === c}
                onChange={() => setChoice(c)}
              />{' '}
              {variantName(c, lang)}
            </label>
          ))}
        </fieldset>
      )}
      {designChoice && (
        <fieldset className="variant-choice design-choice">
          <legend>{m.design}</legend>
          {designs.map((d) => (
            <label key={d.id}>
              <input
                type="radio"
                name={`${game}-design`}
                value={d.id}
                checked={shownDesign === d.id}
                onChange={() => setDesign(d.id)}
              />{' '}
              {d.name[lang]}
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className="buy"
        // Its game after its visible words: a keyboard going from button to button hears which it buys.
        aria-label={`${m.buyFor(formatEuros(definition.priceCents, lang))}${m.labelSeparator}${gameName(game, lang)}`}
        disabled={purchasing}
        onClick={() => {
          if (designChoice && shownDesign !== undefined && shownDesign !== (savedDesignId ?? designs[0]?.id))
            chooseDesign(shownDesign);
          void buy(game, choice);
        }}
      >
        {m.buyFor(formatEuros(definition.priceCents, lang))}
      </button>
    </article>
  );
}
