/**
 * Every word Grattez shows a person, in one catalogue per language (fr.ts, en.ts), and the
 * formatters and sentences built from engine facts. Sits on the engine; state, render, ui and the
 * CLI use it. Nothing below it (the engine, layouts) holds words.
 */
export {
  explainBreakdown,
  formatOdds,
  formatOddsGroups,
  gameName,
  regulationLine,
  revealedZoneContent,
  revealedZoneLabel,
  rulesLines,
  ticketName,
  variantName,
  zoneName,
} from './describe.ts';
export { formatCount, formatDateTime, formatEuros, formatPercent, plural } from './format.ts';
export { isLang, LANGS, localeOf, type Lang } from './lang.ts';
export { loadMessages, MESSAGES, messagesLoaded } from './catalogue.ts';
export { emptyParam, linkErrorParam, paramValue, quoted } from './quoted.ts';
