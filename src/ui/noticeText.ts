import { gameName, MESSAGES, type Lang } from '../i18n/index.ts';
import type { Notice } from '../state/store.ts';

/** The notice as a sentence in the given language. */
export function noticeText(notice: Notice, lang: Lang): string {
  const m = MESSAGES[lang];
  switch (notice.kind) {
    case 'storage-reset':
      return m.notices.storageReset(m.storageProblems[notice.problem.cause](notice.problem.detail));
    case 'storage-failed':
      return m.notices.storageFailed(notice.reason);
    case 'ticket-dropped':
      return m.notices.ticketDropped(m.storageProblems[notice.problem.cause](notice.problem.detail));
    case 'insufficient-funds':
      return m.notices.funds(gameName(notice.game, lang), m.refill);
    case 'link':
      return `${m.notices.link} ${notice.errors.map((e) => m.linkErrors[e.code](e.value)).join(m.notices.joiner)}.`;
    case 'serial':
      return `${m.linkErrors[notice.code](notice.value)}.`;
  }
}
