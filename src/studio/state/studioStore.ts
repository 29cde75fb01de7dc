/**
 * The studio's store: its settings (mirrored in the address), the ticket they name, the page of
 * the ticket list, and the export under way. A vanilla zustand store, like the player's; the
 * studio's React UI reads it through selectors, and the composition root keeps the address in step.
 */
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  ANY_VARIANT,
  type GameId,
  GAMES,
  gameVariants,
  parseSerial,
  tidySerial,
  type Ticket,
  type VariantChoice,
  variantOf,
} from '../../engine/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { drawsTicket, type DesignId } from '../../layouts/index.ts';
import type { Background, PictureSource } from '../../state/picture.ts';
import { pictureProblems, revealFrames, studioPicture, type RevealFrame } from './studioPicture.ts';
import {
  DEFAULT_STUDIO_SETTINGS,
  EXPORT_FORMATS,
  MAX_HAND,
  parseStudioQuery,
  studioQuery,
  VIDEO_FPS,
  type ExportFormat,
  type ScratchState,
  type StudioProblem,
  type StudioSettings,
  type TicketChoice,
} from './studioSettings.ts';
import { resolveTicket } from './studioTickets.ts';

export const PAGE_SIZE = 8; // tickets per page of the list

type PrizeChoice = Extract<TicketChoice, { kind: 'prize' }>;

/** An export under way, or how the last one ended. */
type StudioJob =
  // what: the export running, worded in the page's language as it is shown
  | {
      readonly kind: 'running';
      readonly what: ExportFormat | 'batch';
      readonly file: string; // the name of the file it makes
      readonly settings: StudioSettings; // as they were when it started: the file's, whatever is changed after
      readonly progress: number;
      // the time it has left, in whole minutes (0: under one), once a few frames tell; changed seldom (nextEstimate)
      readonly estimate: { readonly minutes: number; readonly at: number } | null;
      readonly cancel: () => void;
    }
  | { readonly kind: 'done'; readonly name: string; readonly url: string } // url: an object URL of the file
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

export interface StudioState {
  readonly settings: StudioSettings;
  readonly ticket: Ticket | null; // the ticket the settings name; null when they name none
  readonly ticketProblem: StudioProblem | null; // why there is no ticket, or what the settings ask that it has not
  readonly addressProblems: readonly StudioProblem[]; // parameters of the address that were not taken
  readonly serialProblem: StudioProblem | null; // a serial typed in that is not one
  readonly page: number; // first pick shown in the list, a multiple of PAGE_SIZE
  readonly job: StudioJob | null;
  readonly playing: number | null; // the preview plays the reveal, started at this time (ms); null: the still
  readonly folderDesign: FolderDesign | null; // the design last opened from a folder in this page, offered with the built-in ones
}

/** A design opened from a folder: drawable in this page only, until another folder replaces it. */
interface FolderDesign {
  readonly id: DesignId; // a built-in id, when the folder has one, stands for the folder's design in this page
  readonly game: GameId;
  readonly name: Readonly<Record<Lang, string>>;
}

export interface StudioActions {
  /** Replaces the settings (an address applied, a control changed). */
  setSettings: (settings: StudioSettings) => void;
  update: (patch: Partial<StudioSettings>) => void;
  chooseGame: (game: GameId) => void;
  chooseVariant: (variant: VariantChoice) => void;
  /** Draws the ticket with a design (null: its own). */
  chooseDesign: (design: DesignId | null) => void;
  choosePrize: (cents: number) => void;
  chooseBlock: (seed: string, block: number) => void;
  pick: (pick: number) => void;
  nextTicket: () => void;
  showPage: (first: number) => void;
  /** Opens the ticket of a typed serial; false (and a problem) when it is not one. */
  openSerial: (text: string) => boolean;
  setLang: (lang: Lang) => void;
  setScratchState: (state: ScratchState) => void;
  anotherHand: () => void;
  setBackground: (background: Background) => void;
  setCaption: (lang: Lang, caption: string) => void;
  toggleBatchFormat: (format: ExportFormat, on: boolean) => void;
  dismissAddressProblems: () => void;
  setJob: (job: StudioJob | null) => void;
  /** Plays the reveal in the preview from `now` (ms), or goes back to the still with null. */
  play: (now: number | null) => void;
  /** A design folder opened: its design is offered, and drawn. */
  setFolderDesign: (design: FolderDesign) => void;
}

export type StudioStore = ReturnType<typeof createStudioStore>;

/** The ticket and problems that go with `settings`; the same ticket keeps its identity (for subscribers). */
function derive(
  settings: StudioSettings,
  previous: Ticket | null = null,
): Pick<StudioState, 'ticket' | 'ticketProblem'> {
  const found = resolveTicket(settings.ticket);
  if (!found.ok) return { ticket: null, ticketProblem: found.problem };
  const ticket = previous?.serial === found.ticket.serial ? previous : found.ticket;
  return { ticket, ticketProblem: pictureProblems(ticket, settings)[0] ?? null };
}

/** The prize choice behind the current ticket: the choice itself, or the serial's block and prize. */
export function prizeChoiceOf(state: StudioState): PrizeChoice {
  const t = state.settings.ticket;
  if (t.kind === 'prize') return t;
  const ref = parseSerial(t.serial);
  const ticket = state.ticket;
  if (!ref.ok || ticket === null) {
    const d = DEFAULT_STUDIO_SETTINGS.ticket;
    if (d.kind !== 'prize') throw new Error('the default ticket is chosen by prize');
    return d;
  }
  return {
    kind: 'prize',
    game: ticket.game,
    variant: variantOf(ticket) ?? ANY_VARIANT,
    seed: ref.value.seed,
    block: ref.value.block,
    prizeCents: ticket.prize,
    pick: 0,
  };
}

/** A game's default prize: the one of the default settings, or the game's smallest win. */
function defaultPrize(game: GameId): number {
  const d = DEFAULT_STUDIO_SETTINGS.ticket;
  if (d.kind === 'prize' && d.game === game) return d.prizeCents;
  return GAMES[game].prizeTable.at(-1)?.amountCents ?? 0;
}

/** A store on the settings of `search` (the page's address); its problems are kept to be shown. */
export function createStudioStore(search: string) {
  const parsed = parseStudioQuery(search);
  let initial = parsed.settings;
  let addressProblems = parsed.problems;
  // A pick past the prize's last ticket is known only once the block is read: it is named with the
  // address's other problems, and the prize's first ticket is taken, as a bad parameter's default is.
  let asked = derive(initial).ticketProblem;
  // A variant without a ticket of the prize is named too, and either variant taken.
  if (asked?.code === 'prize-not-in-variant' && initial.ticket.kind === 'prize') {
    addressProblems = [...addressProblems, asked];
    initial = { ...initial, ticket: { ...initial.ticket, variant: ANY_VARIANT } };
    asked = derive(initial).ticketProblem;
  }
  if (asked?.code === 'pick-out-of-range' && initial.ticket.kind === 'prize') {
    addressProblems = [...addressProblems, asked];
    initial = { ...initial, ticket: { ...initial.ticket, pick: 0 } };
  }
  const firstPick = initial.ticket.kind === 'prize' ? initial.ticket.pick : 0;
  return createStore<StudioState & StudioActions>()(
    subscribeWithSelector((set, get) => {
      const setSettings = (asked: StudioSettings, page?: number) =>
        // Any change of settings shows the still again.
        set((s) => {
          const derived = derive(asked, s.ticket);
          // A design that does not draw the new ticket (another game, another animal) is let go.
          const keep = asked.design === null || derived.ticket === null || drawsTicket(asked.design, derived.ticket);
          const settings = keep ? asked : { ...asked, design: null };
          return {
            settings,
            ...(keep ? derived : derive(settings, s.ticket)),
            page: page ?? s.page,
            serialProblem: null,
            playing: null,
          };
        });
      const setChoice = (choice: PrizeChoice) =>
        setSettings({ ...get().settings, ticket: choice }, Math.floor(choice.pick / PAGE_SIZE) * PAGE_SIZE);
      const update = (patch: Partial<StudioSettings>) => setSettings({ ...get().settings, ...patch });
      // Each game's prize and variant as last chosen on this page: going back to a game finds them.
      const chosen = new Map<GameId, Pick<PrizeChoice, 'prizeCents' | 'variant'>>();
      return {
        settings: initial,
        ...derive(initial),
        addressProblems,
        serialProblem: null,
        page: Math.floor(firstPick / PAGE_SIZE) * PAGE_SIZE,
        job: null,
        playing: null,
        folderDesign: null,
        setSettings: (settings) => setSettings(settings),
        update,
        chooseGame: (game) => {
          const c = prizeChoiceOf(get());
          if (c.game === game && get().settings.ticket.kind === 'prize') return;
          chosen.set(c.game, { prizeCents: c.prizeCents, variant: c.variant });
          const before = chosen.get(game);
          const variants = gameVariants(game);
          const kept = c.game === game && c.variant !== ANY_VARIANT ? c.variant : variants[0];
          const variant = before?.variant ?? kept ?? ANY_VARIANT;
          setChoice({ ...c, game, variant, prizeCents: before?.prizeCents ?? defaultPrize(game), pick: 0 });
        },
        chooseVariant: (variant) => setChoice({ ...prizeChoiceOf(get()), variant, pick: 0 }),
        chooseDesign: (design) => update({ design }),
        choosePrize: (cents) => setChoice({ ...prizeChoiceOf(get()), prizeCents: cents, pick: 0 }),
        chooseBlock: (seed, block) => setChoice({ ...prizeChoiceOf(get()), seed, block, pick: 0 }),
        pick: (pick) => {
          const c = prizeChoiceOf(get());
          setSettings({ ...get().settings, ticket: { ...c, pick } });
        },
        nextTicket: () => {
          const s = get();
          const c = prizeChoiceOf(s);
          const pick = s.settings.ticket.kind === 'prize' ? c.pick + 1 : 0;
          setChoice({ ...c, pick });
        },
        showPage: (first) => set({ page: Math.max(0, Math.floor(first / PAGE_SIZE) * PAGE_SIZE) }),
        openSerial: (text) => {
          const serial = tidySerial(text); // as pasted: spaces, invisible characters, lower case
          const ref = parseSerial(serial);
          if (!ref.ok) {
            set({ serialProblem: { code: ref.error.code, name: 'serial', value: text } });
            return false;
          }
          setSettings({ ...get().settings, ticket: { kind: 'serial', serial } });
          return true;
        },
        setLang: (lang) => update({ lang }),
        setScratchState: (state) => update({ state }),
        anotherHand: () => update({ hand: (get().settings.hand % MAX_HAND) + 1 }),
        setBackground: (background) => update({ background }),
        setCaption: (lang, caption) => update({ captions: { ...get().settings.captions, [lang]: caption } }),
        toggleBatchFormat: (format, on) => {
          const current = get().settings.batchFormats;
          const next = on ? [...current, format] : current.filter((f) => f !== format);
          if (next.length === 0) return; // a batch holds at least one format
          update({ batchFormats: EXPORT_FORMATS.filter((f) => next.includes(f)) });
        },
        dismissAddressProblems: () => set({ addressProblems: [] }),
        play: (now) => set({ playing: now }),
        setFolderDesign: (design) => set({ folderDesign: design }),
        setJob: (job) => {
          const previous = get().job;
          if (previous?.kind === 'done' && previous !== job) URL.revokeObjectURL(previous.url);
          set({ job });
        },
      };
    }),
  );
}

/** The clock of the live preview: the page's, injected so that the state stays free of the DOM. */
export interface PreviewClock {
  now(): number; // ms
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

/**
 * The store as a source of pictures for the live preview: the export's own picture (same size,
 * frame and layout), drawn at a density that fits the view, so the preview is the export scaled
 * down. While the reveal plays, the pictures are the video's frames at the clock's time, and the
 * source asks for a new picture every frame until the clip's end.
 */
export function studioPictureSource(store: StudioStore, clock: PreviewClock): PictureSource {
  let clip: { key: string; frames: readonly RevealFrame[] } | null = null;
  const framesOf = (ticket: Ticket, settings: StudioSettings, density: number) => {
    const key = `${ticket.serial}${studioQuery(settings)}@${density}`;
    if (clip?.key !== key) {
      const view = { width: settings.size.width, height: settings.size.height, density };
      clip = { key, frames: [...revealFrames(ticket, settings, view, VIDEO_FPS, settings.videoSeconds)] };
    }
    return clip.frames;
  };
  return {
    picture: (view) => {
      const { ticket, settings, playing } = store.getState();
      if (ticket === null) return null;
      const density = Math.min(3, (view.width * view.density) / settings.size.width);
      if (playing === null) return studioPicture(ticket, settings, density);
      const frames = framesOf(ticket, settings, density);
      const index = Math.floor(((clock.now() - playing) * VIDEO_FPS) / 1000);
      return frames[Math.max(0, Math.min(frames.length - 1, index))]!.picture;
    },
    subscribe: (listener) => {
      let handle: number | null = null;
      const tick = () => {
        handle = null;
        listener();
        const { playing, settings } = store.getState();
        const playedMs = playing === null ? Infinity : clock.now() - playing;
        if (playedMs <= settings.videoSeconds * 1000) handle = clock.requestFrame(tick);
      };
      const onPlaying = (playing: number | null) => {
        if (handle !== null) clock.cancelFrame(handle);
        handle = null;
        if (playing !== null) handle = clock.requestFrame(tick);
        listener();
      };
      const unsubscribers = [
        store.subscribe((s) => s.ticket, listener),
        store.subscribe((s) => s.settings, listener),
        store.subscribe((s) => s.playing, onPlaying),
      ];
      return () => {
        if (handle !== null) clock.cancelFrame(handle);
        unsubscribers.forEach((u) => u());
      };
    },
  };
}
