/**
 * Dev page for the ticket renderer: /dev/render.html?game=months, ?game=paws&variant=dog,
 * ?serial=P.demo.0.0025102.G13B, plus &lang=en, &motion=reduce|full|system and &strict=1. An unknown
 * game or variant, a bad serial, another parameter or value, is named on the page, and nothing is drawn.
 */
import { parseSerial } from '../src/engine/index.ts';
import { loadMessages, type Lang } from '../src/i18n/index.ts';
import { mountPicture } from '../src/render/mountTicket.ts';
import { appPictureSource } from '../src/state/appPicture.ts';
import type { TicketView } from '../src/state/ticketView.ts';
import { memoryStorage } from '../src/state/persistence.ts';
import { createAppStore } from '../src/state/store.ts';
import { showProblem } from './problem.ts';
import { paramProblems, readRenderChoice, RENDER_PARAMS } from './renderParams.ts';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`no #${id}`);
  return found as T;
}

/** Shows the address's ticket, or names the parameter it cannot use. */
async function start(): Promise<void> {
  // The words are loaded on demand, as the app does before its first render: the ticket prints some.
  await loadMessages(['fr', 'en']);
  const params = new URLSearchParams(window.location.search);
  const problems = paramProblems(params, RENDER_PARAMS);
  if (problems.length > 0) return showProblem(problems.join('; '));
  const store = createAppStore({ storage: memoryStorage(), now: () => new Date(), newSeed: () => 'dev' });
  store.setState({ balanceCents: 1_000_000 });
  const lang = params.get('lang');
  if (lang === 'fr' || lang === 'en') store.getState().setLang(lang);
  const motion = params.get('motion');
  if (motion === 'reduce' || motion === 'full' || motion === 'system') store.getState().setMotion(motion);

  const choice = readRenderChoice(params);
  if (!choice.ok) return showProblem(choice.problem);
  const serial = params.get('serial');
  const buy = () => void store.getState().buy(choice.game, choice.variant);
  if (serial !== null) {
    // The serial's own sentence (its form, its check code), as the picture page says it, not a code.
    const ref = parseSerial(serial);
    if (!ref.ok) return showProblem(ref.error.message);
    const refusal = store.getState().openSerial(serial);
    if (refusal !== null) return showProblem(`bad serial ${serial}: ${refusal}`);
  } else buy();

  const host = element<HTMLDivElement>('host');
  const info = element<HTMLDivElement>('info');
  const sizeHost = () => {
    const layout = store.getState().current?.layout;
    host.style.aspectRatio = layout ? `${layout.width} / ${layout.height}` : '2 / 3';
  };
  sizeHost();
  store.subscribe((s) => s.current?.layout, sizeHost);
  store.subscribe(
    (s) => s.current,
    (current) => {
      info.textContent = current
        ? `${current.ticket.serial} · prize ${current.ticket.prize / 100} € · revealed ${current.revealed.filter(Boolean).length}/${current.revealed.length}${current.settled ? ' · settled' : ''}`
        : 'no ticket';
    },
    { fireImmediately: true },
  );

  let view: TicketView = mountPicture(
    host,
    appPictureSource(store, () => matchMedia('(prefers-reduced-motion: reduce)').matches),
  );
  if (params.get('strict') === '1') {
    // What React StrictMode does to an effect: mount, unmount at once, mount again.
    view.destroy();
    view = mountPicture(
      host,
      appPictureSource(store, () => matchMedia('(prefers-reduced-motion: reduce)').matches),
    );
  }

  const gl = (): WebGL2RenderingContext | WebGLRenderingContext | null => {
    const canvas = host.querySelector('canvas');
    return canvas?.getContext('webgl2') ?? canvas?.getContext('webgl') ?? null;
  };
  element('reveal-all').addEventListener('click', () => store.getState().revealAll());
  element('lose-context').addEventListener('click', () => {
    const ext = gl()?.getExtension('WEBGL_lose_context');
    ext?.loseContext();
    setTimeout(() => ext?.restoreContext(), 500);
  });
  element('lose-context-forever').addEventListener('click', () =>
    gl()?.getExtension('WEBGL_lose_context')?.loseContext(),
  );
  element('lang').addEventListener('click', () => {
    const next: Lang = store.getState().settings.lang === 'fr' ? 'en' : 'fr';
    store.getState().setLang(next);
  });
  element('next').addEventListener('click', buy);
  element('remount').addEventListener('click', () => {
    view.destroy();
    view = mountPicture(
      host,
      appPictureSource(store, () => matchMedia('(prefers-reduced-motion: reduce)').matches),
    );
  });

  // For scripted checks from the console or a test driver.
  Object.assign(window, { grattezStore: store });
}

await start();
