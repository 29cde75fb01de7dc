import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  ANY_VARIANT,
  blockTiers,
  checkBlock,
  checkSeed,
  evaluate,
  GAME_IDS,
  GAMES,
  gameVariants,
  type Ticket,
  variantChoices,
  variantOf,
} from '../engine/index.ts';
import { explainBreakdown, formatCount, formatEuros, gameName, LANGS } from '../i18n/index.ts';
import { designFor, designOf, designsOfGame, drawsTicket } from '../layouts/index.ts';
import { STUDIO_WORDS, studioVariantName } from '../i18n/studio.ts';
import { listProblemText, studioProblemText, type StudioProblem } from './state/studioSettings.ts';
import { PAGE_SIZE, prizeChoiceOf } from './state/studioStore.ts';
import { prizePage } from './state/studioTickets.ts';
import { useStudio, useWords } from './StudioContext.tsx';

/** The engine's explanation of a ticket's prize, or "no win". */
export function useExplanation(ticket: Ticket): string {
  const { lang, w } = useWords();
  const scored = evaluate(ticket);
  const text = scored.ok ? explainBreakdown(scored.value, lang) : '';
  return text === '' ? w.noWin : text;
}

/** A field's problem, naming `name` (the field's label) in the page's language. */
function ProblemText({ problem, id, name }: { problem: StudioProblem | null; id: string; name: string }) {
  const { lang } = useWords();
  return (
    <p id={id} className="field-problem" role="alert" hidden={problem === null}>
      {problem === null ? '' : studioProblemText(problem, lang, name)}
    </p>
  );
}

/** The ticket: game, variant, language, then a prize in a block (listed) or a serial. */
export function TicketSection() {
  const { w } = useWords();
  const state = useStudio((s) => s);
  const choice = prizeChoiceOf(state);
  const bySerial = state.settings.ticket.kind === 'serial';
  return (
    <section className="panel" aria-labelledby="ticket-heading">
      <h2 id="ticket-heading">{w.sections.ticket}</h2>
      <fieldset className="choices">
        <legend>{w.game}</legend>
        {GAME_IDS.map((game) => (
          <label key={game}>
            <input
              type="radio"
              name="game"
              checked={!bySerial && choice.game === game}
              onChange={() => state.chooseGame(game)}
            />
            {gameName(game, state.settings.lang)}
          </label>
        ))}
      </fieldset>
      {gameVariants(choice.game).length > 0 && (
        <fieldset className="choices">
          <legend>{w.variant}</legend>
          {variantChoices(choice.game).map((variant) => (
            <label key={variant}>
              <input
                type="radio"
                name="variant"
                checked={!bySerial && choice.variant === variant}
                onChange={() => state.chooseVariant(variant)}
              />
              {studioVariantName(variant, state.settings.lang)}
            </label>
          ))}
        </fieldset>
      )}
      <DesignChooser />
      <fieldset className="choices">
        <legend>{w.language}</legend>
        {LANGS.map((lang) => (
          <label key={lang} lang={lang}>
            <input
              type="radio"
              name="lang"
              checked={state.settings.lang === lang}
              onChange={() => state.setLang(lang)}
            />
            {STUDIO_WORDS[lang].sheet.languages[lang]}
          </label>
        ))}
      </fieldset>
      <PrizeChooser />
      <SerialForm />
    </section>
  );
}

function PrizeChooser() {
  const { lang, w } = useWords();
  const state = useStudio((s) => s);
  const choice = prizeChoiceOf(state);
  const bySerial = state.settings.ticket.kind === 'serial';
  const prizeId = useId();
  const tiers = blockTiers(GAMES[choice.game]);
  return (
    <div className="prize-chooser">
      <div className="field">
        <label htmlFor={prizeId}>{w.prize}</label>
        <select
          id={prizeId}
          value={choice.prizeCents}
          onChange={(e) => state.choosePrize(Number(e.target.value))}
          data-testid="prize"
        >
          {tiers.map((tier) => (
            <option key={tier.amountCents} value={tier.amountCents}>
              {w.prizeOption(
                tier.amountCents === 0 ? w.losing : formatEuros(tier.amountCents, lang),
                formatCount(tier.count, lang),
              )}
            </option>
          ))}
        </select>
      </div>
      <BlockForm key={`${choice.seed}/${choice.block}`} seed={choice.seed} block={choice.block} />
      <TicketList highlight={bySerial ? (state.ticket?.serial ?? null) : null} />
    </div>
  );
}

function BlockForm({ seed, block }: { seed: string; block: number }) {
  const { w } = useWords();
  const chooseBlock = useStudio((s) => s.chooseBlock);
  const [seedText, setSeedText] = useState(seed);
  const [blockText, setBlockText] = useState(String(block));
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  const seedId = useId();
  const blockId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const s = checkSeed(seedText.trim());
    if (!s.ok) return setProblem({ code: 'bad-seed', name: 'seed', value: seedText });
    const b = checkBlock(/^[0-9]{1,7}$/.test(blockText.trim()) ? Number(blockText.trim()) : Number.NaN);
    if (!b.ok) return setProblem({ code: 'bad-block', name: 'block', value: blockText });
    setProblem(null);
    chooseBlock(s.value, b.value);
  };
  const changed = seedText !== seed || blockText !== String(block);
  return (
    <form className="block-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={seedId}>{w.seed}</label>
        <input
          id={seedId}
          value={seedText}
          onChange={(e) => setSeedText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem?.code === 'bad-seed'}
          aria-describedby={problemId}
        />
      </div>
      <div className="field">
        <label htmlFor={blockId}>{w.block}</label>
        <input
          id={blockId}
          value={blockText}
          inputMode="numeric"
          onChange={(e) => setBlockText(e.target.value)}
          autoComplete="off"
          aria-invalid={problem?.code === 'bad-block'}
          aria-describedby={problemId}
        />
      </div>
      <button type="submit" disabled={!changed}>
        {w.listBlock}
      </button>
      <ProblemText problem={problem} id={problemId} name={problem?.code === 'bad-block' ? w.block : w.seed} />
    </form>
  );
}

function TicketList({ highlight }: { highlight: string | null }) {
  const { lang, w } = useWords();
  const state = useStudio((s) => s);
  const choice = prizeChoiceOf(state);
  const page = state.page;
  const listed = useMemo(
    () => prizePage(choice, page, PAGE_SIZE),
    // The choice's fields, not the object: a new object with the same fields lists the same tickets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [choice.game, choice.variant, choice.seed, choice.block, choice.prizeCents, page],
  );
  const selected = highlight ?? (state.settings.ticket.kind === 'prize' ? state.ticket?.serial : null) ?? null;
  const amount = choice.prizeCents === 0 ? w.losing : formatEuros(choice.prizeCents, lang);
  const headingId = useId();
  const listProblem = state.ticketProblem === null ? null : listProblemText(state.ticketProblem, lang);
  const counts = [w.tierCount(formatCount(listed.tierCount, lang))];
  if (choice.variant !== ANY_VARIANT && listed.count !== null)
    counts.push(w.variantCount(formatCount(listed.count, lang), studioVariantName(choice.variant, lang).toLowerCase()));
  return (
    <div className="ticket-list">
      <h3 id={headingId}>{w.listTitle(amount, choice.seed, String(choice.block))}</h3>
      <p className="hint">{counts.join(', ')}</p>
      {listProblem !== null && (
        <p className="field-problem" role="alert">
          {listProblem}
        </p>
      )}
      <ol aria-labelledby={headingId} start={page + 1} data-testid="ticket-list">
        {listed.rows.map((row) => (
          <TicketRow
            key={row.ticket.serial}
            ticket={row.ticket}
            selected={row.ticket.serial === selected}
            showVariant={choice.variant === 'any'}
            onPick={() => state.pick(row.pick)}
          />
        ))}
      </ol>
      <div className="pager">
        <button type="button" disabled={page === 0} onClick={() => state.showPage(page - PAGE_SIZE)}>
          {w.previousPage}
        </button>
        <span>
          {listed.rows.length > 0
            ? w.listRange(formatCount(page + 1, lang), formatCount(page + listed.rows.length, lang))
            : ''}
        </span>
        <button type="button" disabled={!listed.hasMore} onClick={() => state.showPage(page + PAGE_SIZE)}>
          {w.nextPage}
        </button>
        <button type="button" onClick={state.nextTicket} data-testid="next-ticket">
          {w.nextTicket}
        </button>
      </div>
    </div>
  );
}

function TicketRow(props: { ticket: Ticket; selected: boolean; showVariant: boolean; onPick: () => void }) {
  const { lang } = useWords();
  const { ticket } = props;
  const explanation = useExplanation(ticket);
  const shown = props.showVariant ? variantOf(ticket) : null;
  const variant = shown === null ? '' : ` · ${studioVariantName(shown, lang)}`;
  return (
    <li>
      <button
        type="button"
        className="ticket-row"
        aria-pressed={props.selected}
        onClick={props.onPick}
        data-serial={ticket.serial}
      >
        <code>{ticket.serial}</code>
        <span>{explanation + variant}</span>
      </button>
    </li>
  );
}

function SerialForm() {
  const { w } = useWords();
  const openSerial = useStudio((s) => s.openSerial);
  const problem = useStudio((s) => s.serialProblem);
  const current = useStudio((s) => (s.settings.ticket.kind === 'serial' ? s.settings.ticket.serial : ''));
  const [text, setText] = useState(current);
  // The ticket shown changed (a prize chosen, a serial opened, as tidied): the field shows its
  // serial, or nothing once the ticket is chosen by its prize; a refused serial stays to be corrected.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const id = useId();
  const problemId = useId();
  return (
    <form
      className="serial-form"
      onSubmit={(event) => {
        event.preventDefault();
        openSerial(text);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{w.bySerial}</label>
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problemId}
          data-testid="serial-input"
        />
      </div>
      <button type="submit">{w.serialOpen}</button>
      <ProblemText problem={problem} id={problemId} name={w.serialLabel} />
    </form>
  );
}

/**
 * The designs that draw the game's tickets, when it has more than its default ones: the ticket's
 * own design (its default), or another that draws it.
 */
function DesignChooser() {
  const { w } = useWords();
  const state = useStudio((s) => s);
  const ticket = state.ticket;
  const game = ticket?.game ?? prizeChoiceOf(state).game;
  // A design opened from a folder is offered with the game's, named as the folder's (in place of a
  // built-in one whose id it has: it stands for it in this page).
  const folder = state.folderDesign?.game === game ? state.folderDesign : null;
  const lang = state.settings.lang;
  const builtIn = designsOfGame(game).map((d) =>
    d.id === folder?.id
      ? { id: d.id, name: w.designFolder.choice(folder.name[lang]) }
      : { id: d.id, name: d.name[lang] },
  );
  const designs =
    folder === null || builtIn.some((d) => d.id === folder.id)
      ? builtIn
      : [...builtIn, { id: folder.id, name: w.designFolder.choice(folder.name[lang]) }];
  if (designs.length <= Math.max(1, gameVariants(game).length)) return null;
  const shown = ticket === null ? null : designFor(ticket, state.settings.design);
  return (
    <fieldset className="choices">
      <legend>{w.design}</legend>
      {designs.map((d) => {
        const fits = ticket !== null && drawsTicket(d.id, ticket);
        return (
          <label key={d.id}>
            <input
              type="radio"
              name="design"
              value={d.id}
              disabled={!fits}
              checked={shown === d.id}
              onChange={() => state.chooseDesign(ticket !== null && designOf(ticket) === d.id ? null : d.id)}
            />
            {d.name}
          </label>
        );
      })}
    </fieldset>
  );
}
