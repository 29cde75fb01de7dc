/**
 * The page `npm run stills` drives (build/stills.ts): draws a design's covered ticket as a live
 * canvas's first frame shows it, without its serial, and encodes it as WebP.
 */
import { generateTicket, GAMES, type Ticket } from '../../src/engine/index.ts';
import { LANGS, loadMessages, type Lang } from '../../src/i18n/index.ts';
import { drawsTicket, gameOfDesign, getLayout, type DesignId } from '../../src/layouts/index.ts';
import { createPictureRenderer } from '../../src/render/offscreen.ts';
import { coveredPicture } from '../../src/state/picture.ts';
import { STILL_QUALITY, STILL_WIDTH } from './size.ts';
import { bootShells } from '../boot/shells.tsx';

/** A ticket the design draws (a dog design draws dog tickets only): the first of a fixed block. */
function ticketFor(design: DesignId): Ticket {
  const game = gameOfDesign(design);
  for (let index = 0; index < GAMES[game].blockSize; index++) {
    const ticket = generateTicket({ game, seed: 'still', block: 0, index });
    if (drawsTicket(design, ticket)) return ticket;
  }
  throw new Error(`no ticket of block still.0 is drawn with ${design}`);
}

const renderer = createPictureRenderer({ still: true });

/** The still of `design` in `lang`, as a data: URL of a WebP image STILL_WIDTH pixels wide. */
async function makeStill(design: DesignId, lang: Lang): Promise<string> {
  const layout = getLayout(design);
  const ticket = ticketFor(design);
  const height = Math.round((STILL_WIDTH * layout.height) / layout.width);
  const picture = {
    ...coveredPicture(ticket, lang, { width: STILL_WIDTH, height, density: 1 }),
    layout,
    revealed: layout.zones.map(() => false),
  };
  const r = await renderer;
  r.reset();
  const canvas = await r.render(picture, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', STILL_QUALITY));
  if (blob === null || blob.type !== 'image/webp') throw new Error('this browser cannot encode WebP');
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string); // readAsDataURL: a string
    reader.onerror = () => reject(reader.error ?? new Error('the still could not be read'));
    reader.readAsDataURL(blob);
  });
}

(window as unknown as { makeStill: typeof makeStill }).makeStill = makeStill;
(window as unknown as { makeShells: typeof bootShells }).makeShells = bootShells;
await loadMessages(LANGS); // the covers' and the shells' words
document.body.dataset.ready = 'true';
