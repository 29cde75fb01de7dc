import { Suspense, useEffect, useRef, useState } from 'react';
import { START_BALANCE_CENTS } from '../engine/index.ts';
import { formatEuros, LANGS, loadMessages, type Lang } from '../i18n/index.ts';
import { offersUnsaved } from '../state/persistenceSlice.ts';
import type { Notice, Screen } from '../state/store.ts';
import { useAppState, useMessages, useServices } from './AppContext.tsx';
import { Lobby } from './Lobby.tsx';
import { noticeText, saveProblemText } from './noticeText.ts';
import { onDemand } from './onDemand.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { useScrollKept } from './scrollKept.ts';
// The ticket screen, the rules and the history (with its chart) come on demand, and when the
// browser is idle: the lobby's first load stays small. (A link to a ticket asks for its screen at
// once: src/ticketFirst.ts.)
const ticketScreen = onDemand(() => import('./TicketScreen.tsx').then((m) => m.TicketScreen));
const rulesScreen = onDemand(() => import('./RulesScreen.tsx').then((m) => m.RulesScreen));
const historyScreen = onDemand(() => import('./HistoryScreen.tsx').then((m) => m.HistoryScreen));
const TicketScreen = ticketScreen.Screen;
const RulesScreen = rulesScreen.Screen;
const HistoryScreen = historyScreen.Screen;
/** Loads the ticket screen's code, so that a first render of it does not suspend. */
export const preloadTicketScreen = ticketScreen.preload;

const SCREENS: readonly Screen[] = ['lobby', 'ticket', 'rules', 'history'];

/**
 * Put after a screen, in its Suspense: mounted once the screen's content is on the page, its code
 * arrived (scrollKept.ts). The History screen says it itself, once all its rows are in.
 */
function ScreenRendered({ screen }: { screen: Screen }) {
  useScrollKept(screen);
  return null;
}

export function App() {
  const { lang, m } = useMessages();
  const screen = useAppState((s) => s.screen);
  const go = useAppState((s) => s.go);
  const setLang = useAppState((s) => s.setLang);
  const hasTicket = useAppState((s) => s.current !== null);
  const mainRef = useRef<HTMLElement>(null);

  // A new screen takes the focus, so that the keyboard goes on from it and a screen reader says
  // where the player is (<main> is named after the screen): whether it replaced the focused element
  // (after a ticket's zone), or left it in place (a header button, or Back and Forward, which leave
  // the focus where it was). The ticket screen brings a ticket just bought to the ticket itself,
  // once the focus left the lobby's button (TicketScreen.tsx), and never takes the focus for the
  // page's first ticket (a link's, or the stored one shown late). The first screen replaced
  // nothing, nor does a screen the player did not ask for, before any action of theirs. The page
  // does not scroll to <main>: it shows the new screen's top (a push) or where it was (Back).
  const shownScreen = useRef(screen);
  const { store } = useServices();
  useEffect(() => {
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    if (navigator.userActivation?.hasBeenActive !== true) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (screen === 'ticket') {
      const { current, pageFirst } = store.getState();
      if (lost || (current !== null && current.ticket.serial === pageFirst)) return;
      if (mainRef.current?.contains(active) === true) return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [screen, store]);

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = `${m.appName} — ${m.nav[screen]}`;
  }, [lang, m, screen]);

  // The other screens' code, and the other language's words (the page loaded its own only), are
  // fetched when the browser is idle after the page has loaded, so that they never compete with
  // what the first screen needs (a ticket's code, fonts and art), and a switch is then instant.
  useEffect(() => {
    const prefetch = () =>
      void Promise.all([
        ticketScreen.preload(),
        rulesScreen.preload(),
        historyScreen.preload(),
        loadMessages(LANGS), // a failure is said if the player switches (setLang, state/store.ts)
      ]).catch(() => undefined);
    let handle: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') handle = requestIdleCallback(prefetch, { timeout: 5_000 });
      else timer = setTimeout(prefetch, 2_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle !== null) cancelIdleCallback(handle);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  return (
    <div className="app">
      {/* Focused by script, not followed: a #main entry in the browser's history would take a Back. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {m.skipToContent}
      </a>
      <header className="app-header">
        <div className="brand">
          <BrandMark name={m.appName} />
          <span className="brand-name">{m.appName}</span>
        </div>
        <nav aria-label={m.screens}>
          <ul>
            {SCREENS.filter((s) => s !== 'ticket' || hasTicket).map((s) => (
              <li key={s}>
                <button type="button" aria-current={screen === s ? 'page' : undefined} onClick={() => go(s)}>
                  {m.nav[s]}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <Wallet />
        <SoundSwitch />
        {/* Named in its own language; the short name a phone shows in its place (EN) is not read after it. */}
        <button type="button" className="lang-switch" lang={m.otherLangCode} onClick={() => setLang(m.otherLangCode)}>
          <span className="lang-long">{m.otherLang}</span>{' '}
          <span className="lang-short" aria-hidden="true">
            {m.otherLangCode.toUpperCase()}
          </span>
        </button>
      </header>
      <SaveWarning />
      <NoticeBanner />
      <main id="main" ref={mainRef} tabIndex={-1} aria-label={m.nav[screen]}>
        <ScreenBoundary key={screen} lang={lang} toLobby={() => go('lobby')}>
          {screen === 'lobby' && <Lobby />}
          <Suspense fallback={<p className="loading">{m.loading}</p>}>
            {screen === 'ticket' && <TicketScreen />}
            {screen === 'rules' && <RulesScreen />}
            {screen === 'history' && <HistoryScreen />}
            {screen !== 'history' && <ScreenRendered screen={screen} />}
          </Suspense>
        </ScreenBoundary>
      </main>
      <footer className="app-footer">
        <p>{m.tagline}</p>
      </footer>
    </div>
  );
}

/**
 * The balance, after its label. Not a live region: a purchase's news is its ticket (where the
 * focus goes), a win's its result (the ticket's live region), and a language switch is no news.
 * A refill is only news of the balance: it is said then, with its label ("Solde : 20 €").
 */
function Wallet() {
  const { lang, m } = useMessages();
  const balance = useAppState((s) => s.balanceCents);
  const refill = useAppState((s) => s.refill);
  const { store } = useServices();
  const [refilled, setRefilled] = useState<{ readonly lang: Lang; readonly cents: number } | null>(null);
  const current = refilled !== null && refilled.lang === lang && refilled.cents === balance;
  // Said once: gone when the balance changes again or the language does, never to come back.
  if (refilled !== null && !current) setRefilled(null);
  return (
    <div className="wallet">
      <span className="wallet-label">{m.wallet}</span>{' '}
      <span className="wallet-balance" data-testid="balance">
        {formatEuros(balance, lang)}
      </span>{' '}
      <button
        type="button"
        onClick={() => {
          refill();
          // Up to the starting credits; a balance above them stays as it is, and is said as it is.
          setRefilled({ lang, cents: store.getState().balanceCents });
        }}
        title={m.refillHint(formatEuros(START_BALANCE_CENTS, lang))}
      >
        {m.refill}
      </button>
      <span role="status" className="visually-hidden" data-testid="wallet-said">
        {current ? `${m.wallet}${m.labelSeparator}${formatEuros(balance, lang)}` : ''}
      </span>
    </div>
  );
}

/**
 * Stays while the game is not saved: no action clears it, only a successful save. Where writes are
 * refused for good, it offers to play without saving; once chosen, it says so for the page's life.
 */
function SaveWarning() {
  const { lang, m } = useMessages();
  const problem = useAppState((s) => s.saveProblem);
  const playUnsaved = useAppState((s) => s.playUnsaved);
  const warning = useRef<HTMLDivElement>(null);
  if (problem === null) return null;
  const offer = offersUnsaved(problem);
  return (
    <div className="notice save-warning" role="alert" data-testid="save-warning" ref={warning} tabIndex={-1}>
      <p>
        <strong>{m.storage.warningLabel}</strong> {saveProblemText(problem, lang)}
      </p>
      {offer && (
        <button
          type="button"
          onClick={() => {
            // The button goes with the choice made: the focus stays on the warning, whose new words it reads.
            warning.current?.focus({ preventScroll: true });
            void playUnsaved();
          }}
        >
          {m.storage.playUnsaved}
        </button>
      )}
    </div>
  );
}

const LEAF = 'M0,0 C-20,-8 -27,-28 -16,-38 C-8,-45 0,-38 0,-31 C0,-38 8,-45 16,-38 C27,-28 20,-8 0,0 Z';

/**
 * The brand's mark, the favicon's clover: a phone's header shows it in place of the brand's name,
 * which leaves the balance and its refill button room to spare on one line (styles.css, "Phones
 * narrower than 390 px"). Drawn inline, so it is there with the header's first frame. Named as the
 * brand: one of the two is shown, the other is out of the page (display: none), so that a screen
 * reader hears the brand once at every width.
 */
function BrandMark({ name }: { name: string }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 100 100"
      width="30"
      height="30"
      role="img"
      aria-label={name}
      focusable="false"
    >
      <path d="M50,50 C58,66 62,80 76,94" fill="none" stroke="#3fbf4f" strokeWidth="6" strokeLinecap="round" />
      <g transform="translate(48,46)" fill="#2fb344" stroke="#0d4d1c" strokeWidth="3.5" strokeLinejoin="round">
        {[45, 135, 225, 315].map((angle) => (
          <path key={angle} d={LEAF} transform={`rotate(${angle})`} />
        ))}
        <circle r="4" fill="#1e7b34" stroke="none" />
      </g>
    </svg>
  );
}

/** The header's mute switch: pressed while the game is silent; remembered with the settings. */
function SoundSwitch() {
  const { m } = useMessages();
  const sound = useAppState((s) => s.settings.sound);
  const setSound = useAppState((s) => s.setSound);
  return (
    <button
      type="button"
      className="sound-switch"
      aria-pressed={!sound}
      aria-label={m.sound.mute}
      title={m.sound.mute}
      onClick={() => setSound(!sound)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
        {sound ? (
          <path
            d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M15.5 9.5l5 5m0-5l-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}

/**
 * Notices said politely, after what the screen says itself: a ticket finished in place of the new
 * one the player is given (its words come first, where the focus goes). The others are alerts.
 */
const politeNotice = (notice: Notice): boolean => notice.kind === 'finished-first';

/**
 * Notices about what the page found as it started (its stored game, shown at once or once storage
 * answered late, or its address): no press of the player's is answered by them, so they never take
 * the focus, whether a key was pressed while the page loaded or not.
 */
const startNotice = (notice: Notice): boolean =>
  notice.kind === 'storage-reset' ||
  notice.kind === 'ticket-dropped' ||
  notice.kind === 'dates-lost' ||
  notice.kind === 'parts-lost' ||
  notice.kind === 'settled-left' ||
  notice.kind === 'saved-game-back' ||
  notice.kind === 'link';

function NoticeBanner() {
  const { lang, m } = useMessages();
  const notice = useAppState((s) => s.notice);
  const dismiss = useAppState((s) => s.dismissNotice);
  const banner = useRef<HTMLDivElement>(null);
  // The language a notice came in: a polite notice is said in it, and not again in another.
  const [came, setCame] = useState<{ readonly notice: Notice | null; readonly lang: Lang }>({ notice, lang });
  if (came.notice !== notice) setCame({ notice, lang });
  const polite = notice !== null && politeNotice(notice);
  // A notice comes at the top of the page, often after a press far below it (a purchase refused,
  // on a phone): it is brought into view, not left above it.
  // Escape closes it, as its Close button does, wherever the focus is (the page has no other use
  // for the key); the focus goes on to the content below when it was in the notice.
  useEffect(() => {
    if (notice === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = banner.current?.contains(document.activeElement) === true;
      dismiss();
      if (inside) document.getElementById('main')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [notice, dismiss]);
  useEffect(() => {
    if (notice === null) return;
    banner.current?.scrollIntoView({ block: 'nearest' });
    // A notice that answers a press whose button was disabled meanwhile (a purchase refused) takes
    // the focus it lost; one that comes with a new ticket leaves it to the ticket.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && !politeNotice(notice) && !startNotice(notice) && navigator.userActivation?.hasBeenActive === true)
      banner.current?.focus({ preventScroll: true });
  }, [notice]);
  return (
    <>
      {/* Always on the page, so that a screen reader hears what comes into it. */}
      <p role="status" className="visually-hidden" data-testid="notice-said">
        {polite && came.notice === notice && came.lang === lang ? noticeText(notice, lang) : ''}
      </p>
      {notice !== null && (
        // A polite notice is no live region (the status above says it): it is a named landmark,
        // so that it is not content outside every landmark, and a screen reader can go to it.
        <div
          className="notice"
          role={polite ? 'region' : 'alert'}
          aria-label={polite ? m.noticeLabel : undefined}
          data-testid="notice"
          ref={banner}
          tabIndex={-1}
        >
          <p>{noticeText(notice, lang)}</p>
          <button
            type="button"
            onClick={() => {
              dismiss();
              // The button goes with its notice: the focus goes on to the content below, not to the page's top.
              document.getElementById('main')?.focus();
            }}
          >
            {m.dismiss}
          </button>
        </div>
      )}
    </>
  );
}
