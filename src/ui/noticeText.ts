import { emptyParam, formatEuros, gameName, linkErrorParam, MESSAGES, type Lang } from '../i18n/index.ts';
import { isGameId, type SerialErrorCode } from '../engine/index.ts';
import { storedLeft, type SaveProblem } from '../state/persistenceSlice.ts';
import type { LostParts, StorageProblem } from '../state/persistence.ts';
import { reasonText, type StorageReason } from '../state/storageReason.ts';
import type { LinkError } from '../state/deepLink.ts';
import type { Notice } from '../state/store.ts';

/** Longest quoted value a notice shows, in characters as a person counts them. */
export const QUOTE_MAX_CHARS = 40;

/** Longest reason a warning quotes: the page's words for it and the browser's own, cut at 80, in parentheses. */
const REASON_MAX_CHARS = 160;

/** Problems of one address listed at most (an address can repeat a bad parameter hundreds of times). */
const LINK_ERRORS_SHOWN = 6;

const FSI = '\u2068'; // first-strong isolate: a quoted value's direction stays inside it
const PDI = '\u2069';
// Controls and direction marks that would act on the sentence around a value, or show as nothing
// (joiners stay: emoji and some scripts need them).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;

// Made on first use: building a segmenter loads the browser's grapheme data, a cost every page's
// start would pay, though only a notice quoting a bad value needs it.
let segmenter: Intl.Segmenter | null | undefined;
const graphemes = (text: string): string[] => {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter === null ? Array.from(text) : Array.from(segmenter.segment(text), (s) => s.segment);
};

/**
 * A value from outside (an address, a browser message) as a notice quotes it: controls and
 * direction marks removed, cut to QUOTE_MAX_CHARS characters with an ellipsis (never inside an
 * emoji or an accented letter), and isolated so that right-to-left text cannot reorder the
 * sentence around it.
 */
export function quote(value: string, maxChars = QUOTE_MAX_CHARS): string {
  const clean = value.replace(INVISIBLE, '');
  const chars = graphemes(clean);
  const cut = chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join('')}…` : clean;
  return `${FSI}${cut}${PDI}`;
}

/** A storage reason in `lang` (the page's of the moment), as a warning quotes it. */
function quoteReason(reason: StorageReason, lang: Lang): string {
  return quote(reasonText(reason, lang), REASON_MAX_CHARS);
}

function problemText(problem: StorageProblem, lang: Lang): string {
  return MESSAGES[lang].storageProblems[problem.cause](quote(problem.detail, 120));
}

/** Tickets named by their serials: the first few, the others counted. */
function ticketsNamed(serials: readonly string[], lang: Lang): string {
  const m = MESSAGES[lang];
  const shown = serials.slice(0, LINK_ERRORS_SHOWN).map((serial) => quote(serial));
  const hidden = serials.length - shown.length;
  const more = hidden > 0 ? `${m.notices.joiner}${m.notices.moreTickets(hidden)}` : '';
  return `${shown.join(', ')}${more}`;
}

/** The history rows whose date was lost, naming the first few and counting the others. */
function datesLostText(serials: readonly string[], lang: Lang): string {
  return MESSAGES[lang].notices.datesLost(serials.length, ticketsNamed(serials, lang));
}

/** The history rows and games' statistics left out, named (`1 row of the history; the statistics of 12 Mois`). */
function partsNamed(parts: LostParts, lang: Lang): string {
  const m = MESSAGES[lang];
  const named: string[] = [];
  const cut = parts.cutShort;
  if (parts.wholeHistory) named.push(m.notices.lostHistory);
  else {
    if (parts.rows > 0) named.push(m.notices.lostRows(parts.rows));
    if (cut?.rowsRead != null) named.push(m.notices.lostOlderRows(cut.rowsRead));
  }
  if (parts.stats === 'all') named.push(m.notices.lostStats(''));
  else if (parts.stats.length > 0)
    named.push(m.notices.lostStats(parts.stats.map((g) => (isGameId(g) ? gameName(g, lang) : quote(g))).join(', ')));
  if (cut?.ticket === true)
    named.push(
      cut.owed === null
        ? m.notices.lostTicket
        : cut.owed.length > 0
          ? m.notices.lostScratching
          : m.notices.lostTicketNothingOwed,
    );
  return named.join(m.notices.joiner);
}

/**
 * The history rows made again (`LostParts.rebuilt`) as a sentence after the one naming what was
 * left out (with a space before it), or ''.
 */
function rebuiltText(parts: LostParts, lang: Lang): string {
  // A record cut short names its tickets kept in a sentence of its own (`cutOwed`): said there, not twice.
  const cut = parts.cutShort;
  const keptSaid = cut?.ticket === true && cut.owed !== null ? cut.owed : [];
  const rebuilt = (parts.rebuilt ?? []).filter((serial) => !keptSaid.includes(serial));
  return rebuilt.length === 0
    ? ''
    : ` ${MESSAGES[lang].notices.rowsRebuilt(rebuilt.length, ticketsNamed(rebuilt, lang))}`;
}

/**
 * What was left out, as `said` words it when something is named; when nothing is (the only rows
 * left out were made again), that part of the data could not be read, with its detail. Then the
 * rows made again.
 */
function partsSaid(parts: LostParts, lang: Lang, said: (named: string, detail: string) => string): string {
  const named = partsNamed(parts, lang);
  const detail = quote(parts.problem.detail, 120);
  const lost = named === '' ? MESSAGES[lang].notices.partsUnreadable(detail) : said(named, detail);
  return `${lost}${rebuiltText(parts, lang)}`;
}

/**
 * The history rows and games' statistics left out (or a record cut short: what of it was lost), as
 * sentences, then the history rows whose date was lost, where some were, and what is kept.
 */
function partsLostText(parts: LostParts, dates: readonly string[] | undefined, lang: Lang): string {
  const m = MESSAGES[lang].notices;
  const named = partsNamed(parts, lang);
  const detail = quote(parts.problem.detail, 120);
  const cut = parts.cutShort;
  if (cut !== undefined) {
    const rebuilt = rebuiltText(parts, lang);
    if (named === '')
      return withDates(rebuilt === '' ? m.cutWhole(detail) : `${m.cutUnreadable(detail)}${rebuilt}`, dates, lang);
    // Where the ticket in play was cut, what became of a bought one not uncovered yet, or that it cannot be known.
    const owed = !cut.ticket
      ? ''
      : cut.owed === null
        ? ` ${m.cutOwedUnknown}`
        : cut.owed.length > 0
          ? ` ${m.cutOwed(cut.owed.length, ticketsNamed(cut.owed, lang))}`
          : '';
    return withDates(`${m.partsCut(named, detail)}${owed}${rebuilt}`, dates, lang);
  }
  return `${withDates(partsSaid(parts, lang, m.partsLost), dates, lang)} ${m.partsKept}`;
}

/**
 * `text`, then the sentence naming the history rows whose date was lost, where some were (not
 * saying that nothing else was lost: `text` says what else was).
 */
function withDates(text: string, dates: readonly string[] | undefined, lang: Lang): string {
  return dates === undefined || dates.length === 0 ? text : `${text} ${datesLostText(dates, lang)}`;
}

/** The notice as a sentence in the given language. */
export function noticeText(notice: Notice, lang: Lang): string {
  const m = MESSAGES[lang];
  switch (notice.kind) {
    case 'storage-reset':
      return m.notices.storageReset(problemText(notice.problem, lang));
    case 'ticket-dropped': {
      const reason = problemText(notice.problem, lang);
      const parts = notice.lostParts;
      const dropped =
        parts === undefined
          ? m.notices.ticketDropped(reason)
          : partsNamed(parts, lang) === ''
            ? `${m.notices.ticketDropped(reason)} ${partsSaid(parts, lang, m.notices.partsLostToo)}`
            : partsSaid(parts, lang, (named, detail) => m.notices.ticketDroppedParts(reason, named, detail));
      return withDates(dropped, notice.lostDates, lang);
    }
    case 'dates-lost':
      return `${datesLostText(notice.serials, lang)} ${m.notices.datesKept}`;
    case 'parts-lost':
      return partsLostText(notice.parts, notice.lostDates, lang);
    case 'set-aside': {
      const setAside = m.storage.setAside(problemText(notice.problem, lang));
      const parts = notice.lostParts;
      const lost = parts === undefined ? setAside : `${setAside} ${partsSaid(parts, lang, m.notices.partsLostToo)}`;
      return withDates(lost, notice.lostDates, lang);
    }
    case 'purchase-unsaved': {
      const refused = m.storage.purchaseUnsaved(gameName(notice.game, lang), quoteReason(notice.reason, lang));
      return notice.offer ? `${refused} ${m.storage.purchaseOfferUnsaved}` : refused;
    }
    case 'ticket-elsewhere':
      return m.storage.ticketElsewhere;
    case 'lang-unavailable':
      return m.notices.langUnavailable;
    case 'saved-game-back':
      return m.storage.savedGameBack;
    case 'insufficient-funds':
      return m.notices.funds(gameName(notice.game, lang), m.refill);
    case 'finished-first':
      return m.notices.finishedFirst(
        notice.serial,
        notice.prizeCents > 0 ? formatEuros(notice.prizeCents, lang) : null,
      );
    case 'settled-left':
      return notice.tickets
        .map((t) => m.notices.settledLeft(t.serial, t.prizeCents > 0 ? formatEuros(t.prizeCents, lang) : null))
        .join(' ');
    case 'link': {
      const shown = notice.errors.slice(0, LINK_ERRORS_SHOWN).map((e) => linkErrorText(e, lang));
      const hidden = notice.errors.length - shown.length;
      const more = hidden > 0 ? `${m.notices.joiner}${m.notices.moreProblems(hidden)}` : '';
      return `${m.notices.link} ${shown.join(m.notices.joiner)}${more}.`;
    }
  }
}

/**
 * Why a serial typed by the player cannot be opened, as a sentence of its own quoting it (the
 * address's problems are parts of a list, so they start in lower case).
 */
export function serialErrorText(code: SerialErrorCode, value: string, lang: Lang): string {
  const shown = quote(value);
  const said = shown === quote('') ? MESSAGES[lang].serialEmpty : MESSAGES[lang].linkErrors[code](shown);
  return `${said.charAt(0).toLocaleUpperCase(lang)}${said.slice(1)}.`;
}

/** A problem of the address in words; a parameter given empty is said to be (empty quotes read as a misprint). */
function linkErrorText({ code, value, designs = [] }: LinkError, lang: Lang): string {
  const param = linkErrorParam(code);
  const shown = quote(value);
  return param !== null && shown === quote('')
    ? emptyParam(param, lang)
    : MESSAGES[lang].linkErrors[code](shown, designs);
}

/** `text` with a full stop, unless it ends with one already (a quoted browser message may), or an ellipsis. */
function endSentence(text: string): string {
  return /[.…!?][\u2069]?$/u.test(text) ? text : `${text}.`;
}

/** The warning shown while the game is not saved. */
export function saveProblemText(problem: SaveProblem, lang: Lang): string {
  const m = MESSAGES[lang];
  switch (problem.cause) {
    case 'write':
      return [
        endSentence(m.notices.storageFailed(quoteReason(problem.reason, lang))),
        ...(problem.full ? [m.storage.makeRoom] : []),
        m.storage.unsaved,
        ...(problem.offer ? [m.storage.offerUnsaved[problem.stored]] : []),
      ].join(' ');
    case 'unavailable':
      return m.storage.unavailable(quoteReason(problem.reason, lang));
    case 'memory':
      return m.storage.memoryOnly(quoteReason(problem.reason, lang));
    case 'memory-chosen':
      return `${m.storage.memoryChosen(quoteReason(problem.reason, lang))} ${m.storage.memoryChosenLeft[problem.left]}`;
    case 'newer-version':
      return m.storage.newerVersion;
    case 'set-aside': {
      const left = m.storage.cannotSetAside(problemText(problem.problem, lang), quoteReason(problem.reason, lang));
      return problem.offer ? `${left} ${m.storage.offerUnsaved[storedLeft(problem)]}` : left;
    }
  }
}
