import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { GAMES } from '../engine/index.ts';
import {
  explainBreakdown,
  formatEuros,
  gameName,
  plural,
  revealedZoneContent,
  ticketName,
  zoneName,
  type Lang,
} from '../i18n/index.ts';
import { shapeBounds } from '../layouts/geometry.ts';
import { ticketSearch } from '../state/deepLink.ts';
import { savedChoice } from '../state/settings.ts';
import { shownDesign, type CurrentTicket } from '../state/store.ts';
import { stillUrl } from '../stills/index.ts';
import { useAppState, useMessages, useServices } from './AppContext.tsx';
import { markPlayableOverStill } from './stillMarks.ts';
import { playedSettledAnnouncement, playedZoneLabel, playedZoneNote, winningZoneShown } from '../i18n/playedZone.ts';

export function TicketScreen() {
  const { m } = useMessages();
  const current = useAppState((s) => s.current);
  const go = useAppState((s) => s.go);
  if (current === null) {
    return (
      <section className="ticket-screen empty">
        <p>{m.noTicket}</p>
        <button type="button" onClick={() => go('lobby')}>
          {m.toLobby}
        </button>
      </section>
    );
  }
  return <TicketView current={current} />;
}

function TicketView({ current }: { current: CurrentTicket }) {
  const { lang, m } = useMessages();
  const { ticket, layout } = current;
  const name = gameName(ticket.game, lang);
  const frame = useRef<HTMLDivElement>(null);
  useFocusOnNewTicket(frame, ticket.serial);
  // The ticket's proportions, for the phone layout's CSS, which sizes it to the room it has.
  const screenStyle = { '--ticket-aspect': layout.width / layout.height } as CSSProperties;
  const still = useStill(current, lang);
  return (
    <section className="ticket-screen" style={screenStyle} aria-labelledby="ticket-title">
      <h1 id="ticket-title" className="visually-hidden">
        {name}
      </h1>
      <div className="ticket-stage">
        <div
          ref={frame}
          className="ticket-frame"
          style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
          role="group"
          aria-label={m.ticketLabel(ticketName(ticket, lang))}
          tabIndex={-1}
        >
          {still !== null && <TicketStill src={still} />}
          <TicketCanvas />
          <ZoneButtons current={current} />
        </div>
      </div>
      <TicketPanel current={current} />
    </section>
  );
}

/**
 * Brings the keyboard's focus to a ticket the player has just bought or opened, when it was lost:
 * the button pressed is gone (the lobby's, the history's) or disabled while the purchase is made
 * (Nouveau ticket), and a screen reader would otherwise say nothing of the new ticket. Not on a
 * page's first ticket, before the player has done anything (a ticket link opened cold).
 */
function useFocusOnNewTicket(frame: RefObject<HTMLElement | null>, serial: string): void {
  const { store } = useServices();
  useEffect(() => {
    // The page's first ticket (a link's, or the one in play found stored), whenever it comes: the
    // sticky activation of a key pressed while the page loaded (a Tab before the app had rendered)
    // is no purchase. A ticket the store has already replaced is not decided here: a ?game= link's
    // purchase can land between the render of the stored ticket and this effect, and the effect run
    // for the ticket that replaced it decides, from the store's word on that one.
    const { current, pageFirst } = store.getState();
    if (current?.ticket.serial !== serial || pageFirst === serial) return;
    const active = document.activeElement;
    // Chromium moves the focus off a button disabled under it; Firefox and WebKit leave it there,
    // where a second Enter would buy another ticket over the one the player has not seen.
    const lost = active === null || active === document.body || active.matches('.ticket-actions .buy');
    if (lost && navigator.userActivation?.hasBeenActive === true) frame.current?.focus();
  }, [frame, serial, store]);
}

/**
 * The still of the ticket's design (src/stills: its covered ticket, without a serial), for a
 * ticket nothing of which is scratched or revealed (a still shows every cover whole): a resumed
 * ticket waits for its canvas. Once shown, it stays while the player begins: strokes taken before
 * the canvas has drawn reach the store, and the canvas shows them when it draws and hides the
 * still (styles.css). Null for a design without one.
 */
function useStill(current: CurrentTicket, lang: Lang): string | null {
  const untouched =
    useAppState((s) => s.progress !== null && s.progress.log.length === 0) && !current.revealed.some((r) => r);
  const [untouchedFirst] = useState(untouched);
  if (!untouched && !untouchedFirst) return null;
  return stillUrl(current.layout.design, lang);
}

/**
 * The still, under the canvas until the canvas has drawn: the ticket is seen before Pixi has
 * started and drawn its first frame (when it is in at once, the canvas lets the page paint it
 * first: MountTicket's `stillShown`). Hidden by styles.css once the canvas has drawn, or cannot. Marked
 * `data-first-sight` once it can be painted (loaded and decoded) before the canvas has drawn, as
 * the canvas marks its own first frame.
 */
function TicketStill({ src }: { src: string }) {
  const image = useRef<HTMLImageElement>(null);
  const shown = useCallback((img: HTMLImageElement) => {
    const frame = img.closest('.ticket-frame');
    if (frame?.querySelector('canvas[data-first-sight="true"]') !== null) return; // the canvas drew first
    img.dataset.firstSight = 'true';
    markPlayableOverStill(frame.querySelector('.ticket-canvas'));
  }, []);
  // An image the page already holds (a ticket link's boot still, build/boot/, showed it) is complete at
  // once: it is painted with the screen.
  useLayoutEffect(() => {
    const img = image.current;
    if (img !== null && img.complete && img.naturalWidth > 0) shown(img);
  }, [src, shown]);
  return (
    <img
      ref={image}
      className="ticket-still"
      src={src}
      alt=""
      aria-hidden="true"
      decoding="sync"
      draggable={false}
      onError={(event) => {
        event.currentTarget.hidden = true; // an engine that cannot read it shows no broken picture
      }}
      onLoad={(event) => {
        const img = event.currentTarget;
        img.decode().then(
          () => shown(img),
          () => undefined, // a still that cannot be decoded is not shown: the canvas will be
        );
      }}
    />
  );
}

/** The Pixi canvas, mounted imperatively: React never sits in its frame path. */
function TicketCanvas() {
  const { store, mountTicket } = useServices();
  const host = useRef<HTMLDivElement>(null);
  // Mounted before the browser paints, not after: the renderer starts a frame sooner.
  useLayoutEffect(() => {
    const element = host.current;
    if (element === null) return;
    // The page is painted before the first frame only where that shows something: a still that is
    // in already (a ticket link's boot still showed it), not one still on its way.
    const still = element.parentElement?.querySelector<HTMLImageElement>('img.ticket-still');
    const stillShown = still != null && still.complete && still.naturalWidth > 0;
    const view = mountTicket(element, store, { stillShown });
    return () => view.destroy();
  }, [store, mountTicket]);
  return <div ref={host} className="ticket-canvas" aria-hidden="true" data-testid="ticket-canvas" />;
}

/**
 * One button per zone, laid over its place on the canvas: the keyboard and screen-reader way to
 * scratch. They let pointers through to the canvas (pointer-events: none), so they never get in
 * the way of scratching; where the ticket cannot be drawn, they show the zones in words and take
 * taps and clicks (styles/overlay.css).
 *
 * A zone revealed is said once, by the live region (useAnnouncement), however it was revealed. A
 * button keeps the name it had when it took the focus for as long as it has it: a screen reader
 * that reads a focused element's new name (NVDA, Orca) would say the zone a second time, and one
 * that does not (VoiceOver, JAWS at times) would have said nothing but for the live region. It
 * takes its new name when the focus leaves it, which is what is read when the player comes back.
 */
function ZoneButtons({ current }: { current: CurrentTicket }) {
  const { lang } = useMessages();
  const revealZone = useAppState((s) => s.revealZone);
  const { layout, ticket, revealed } = current;
  const [held, setHeld] = useState<{ readonly serial: string; readonly zone: number; readonly label: string } | null>(
    null,
  );
  return (
    <ol className="zone-buttons">
      {layout.zones.map((zone, z) => {
        const b = shapeBounds(zone.shape);
        const isRevealed = revealed[z] === true;
        const note = isRevealed ? playedZoneNote(current, z, lang) : '';
        const label = isRevealed ? playedZoneLabel(current, z, lang) : zoneName(ticket.game, z, lang);
        const kept = held !== null && held.serial === ticket.serial && held.zone === z;
        return (
          <li key={zone.id}>
            <button
              type="button"
              className="zone-button"
              data-zone={zone.id}
              data-revealed={isRevealed}
              data-winning={winningZoneShown(current, z)}
              aria-disabled={isRevealed}
              aria-label={kept ? held.label : label}
              onFocus={() => setHeld({ serial: ticket.serial, zone: z, label })}
              onBlur={() => setHeld(null)}
              style={{
                left: `${(b.x / layout.width) * 100}%`,
                top: `${(b.y / layout.height) * 100}%`,
                width: `${(b.w / layout.width) * 100}%`,
                height: `${(b.h / layout.height) * 100}%`,
              }}
              onClick={() => revealZone(z)}
            >
              {/* Shown only where the ticket cannot be drawn (styles/overlay.css): the zone as words,
                  then what a screen reader hears after them (the win symbols uncovered, a winning zone). */}
              <span className="zone-text">
                <span className="zone-name">{zoneName(ticket.game, z, lang)}</span>
                {isRevealed && <span className="zone-content">{revealedZoneContent(ticket, z, lang)}</span>}
                {isRevealed && note !== '' && <span className="zone-note">{note}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

function TicketPanel({ current }: { current: CurrentTicket }) {
  const { lang, m } = useMessages();
  const revealAll = useAppState((s) => s.revealAll);
  const buy = useAppState((s) => s.buy);
  const purchasing = useAppState((s) => s.purchasing);
  const choice = useAppState((s) => savedChoice(s.settings, current.ticket.game));
  const { ticket, settled, revealed, breakdown, layout } = current;
  const done = revealed.filter(Boolean).length;
  const price = formatEuros(GAMES[ticket.game].priceCents, lang);
  const result = useRef<HTMLDivElement>(null);
  const resultAsked = useRef(false); // Tout gratter pressed: the focus goes to the result it gives
  const announcement = useAnnouncement(current, result, resultAsked);

  return (
    <div className="ticket-panel">
      {!current.paid && <p className="preview-note">{m.preview}</p>}
      <div className="result" data-testid="result" data-settled={settled} ref={result} tabIndex={-1}>
        {settled ? (
          ticket.prize > 0 ? (
            <>
              <p className="result-title win" data-testid="result-title">
                {m.won(formatEuros(ticket.prize, lang))}
              </p>
              <p className="result-explanation">{explainBreakdown(breakdown, lang)}</p>
              {current.paid && <p className="result-credit">{m.credited(formatEuros(ticket.prize, lang))}</p>}
            </>
          ) : (
            <p className="result-title" data-testid="result-title">
              {m.lost}
            </p>
          )
        ) : (
          <p className="progress">{m.scratching(done, plural(done, m.zonesScratched, lang), layout.zones.length)}</p>
        )}
      </div>
      <div className="ticket-actions">
        <button
          type="button"
          onClick={() => {
            // The button is disabled once every zone shows: the focus goes to the result it gave,
            // not to the page's top (and not to the next purchase, which a second Enter would make),
            // once the result is on the page (useAnnouncement).
            resultAsked.current = true;
            revealAll();
          }}
          disabled={settled}
        >
          {m.revealAll}
        </button>
        <button type="button" className="buy" disabled={purchasing} onClick={() => void buy(ticket.game, choice)}>
          {m.nextFor(price)}
        </button>
      </div>
      {/* Last, as every layout shows it: under the buttons, or on an upright phone just below the
          screen (styles.css). The keyboard and a screen reader meet it where the eye does. */}
      <p className="serial">
        {m.serial} <span data-testid="serial">{ticket.serial}</span>{' '}
        <a href={ticketSearch(ticket.serial, lang, shownDesign(current))} data-testid="ticket-link">
          {m.ticketLink}
        </a>
      </p>
      <p role="status" className="visually-hidden" data-testid="live">
        {announcement}
      </p>
    </div>
  );
}

/**
 * What the live region says: the last zone revealed, then the result once the ticket settles (with
 * the zone that settled it, when one did). Not the result Tout gratter brings the focus to, which a
 * screen reader reads there (said twice otherwise); nothing of a language left behind.
 */
function useAnnouncement(
  current: CurrentTicket,
  resultRef: RefObject<HTMLElement | null>,
  askedRef: RefObject<boolean>,
): string {
  const { lang, m } = useMessages();
  const [text, setText] = useState('');
  const previous = useRef<{ serial: string; revealed: readonly boolean[]; settled: boolean; lang: Lang } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { serial: current.ticket.serial, revealed: current.revealed, settled: current.settled, lang };
    if (before === null) return;
    if (before.serial !== current.ticket.serial || before.lang !== lang) {
      setText(''); // a new ticket, or another language: nothing said before is left to read
      return;
    }
    const fresh = current.revealed.flatMap((r, i) => (r && before.revealed[i] !== true ? [i] : []));
    const asked = askedRef.current;
    askedRef.current = false;
    if (current.settled && !before.settled) {
      if (asked && resultRef.current !== null) {
        resultRef.current.focus(); // its words are the result's by now: they are what is read
        setText('');
        return;
      }
      setText(playedSettledAnnouncement(current, fresh, lang)); // the zone that settled it, as its button now reads
      return;
    }
    if (fresh.length > 0) setText(playedZoneLabel(current, fresh[0]!, lang));
  }, [current, lang, m, resultRef, askedRef]);
  return text;
}
