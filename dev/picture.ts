/**
 * Dev page for off-screen pictures: /dev/picture.html?serial=…&state=covered|scratched:0.4|revealed
 * &w=1080&h=1080&density=1&caption=…&bg=ffcc00|transparent|112233,ff0066&lang=en (colours without
 * their `#`, as the studio's address writes them: a `#` would start the address's fragment). The
 * picture is drawn by the off-screen renderer and shown as an <img>; `data-ready` is set on it when
 * done. A parameter it cannot use is named on the page, and nothing is drawn.
 */
import { parseSerial, generateTicket } from '../src/engine/index.ts';
import { loadMessages, type Lang } from '../src/i18n/index.ts';
import { createPictureRenderer } from '../src/render/offscreen.ts';
import { coveredPicture, type Background, type HexColour, type Picture } from '../src/state/picture.ts';
import { followPath, revealedAt, strokePath } from '../src/state/strokePath.ts';
import { showProblem } from './problem.ts';
import { paramProblems, PICTURE_PARAMS } from './renderParams.ts';

/** Draws the address's picture, or names the parameter it cannot use. */
async function draw(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const problems = paramProblems(params, PICTURE_PARAMS);
  if (params.has('caption') && !params.has('bg')) problems.push('caption: only with bg (the frame it is printed on)');
  if (problems.length > 0) return showProblem(problems.join('; '));
  const lang: Lang = params.get('lang') === 'en' ? 'en' : 'fr';
  await loadMessages([lang]); // the words are loaded on demand: the picture prints some
  const ref = parseSerial(params.get('serial') ?? 'P.demo.0.0000017.G137');
  if (!ref.ok) return showProblem(ref.error.message);
  const ticket = generateTicket(ref.value);
  const size = { width: 600, height: 900, density: 1 };
  for (const [param, key, max] of [
    ['w', 'width', 4096],
    ['h', 'height', 4096],
    ['density', 'density', 3],
  ] as const) {
    const text = params.get(param);
    if (text === null) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max)
      return showProblem(`${param}=${text}: a whole number from 1 to ${max}`);
    size[key] = value;
  }
  let picture: Picture = coveredPicture(ticket, lang, size);
  const state = params.get('state') ?? 'covered';
  if (state.startsWith('scratched:')) {
    const share = Number(state.slice('scratched:'.length));
    const walked = followPath(
      picture.layout,
      strokePath(picture.layout, ticket.serial),
      Infinity,
      (c) => c.overall() >= share,
    );
    picture = { ...picture, strokes: walked.log, revealed: revealedAt(walked.coverage, 0.6) };
  } else if (state.startsWith('wander:')) {
    // A long random walk, like a reload of the longest log: how long does drawing it take?
    let log = picture.strokes;
    let [x, y, angle] = [300, 450, 0];
    for (let i = 0; i < Number(state.slice('wander:'.length)); i++) {
      angle += Math.sin(i * 12.9898) * 0.4;
      const nx = Math.min(600, Math.max(0, x + Math.cos(angle) * 4));
      const ny = Math.min(900, Math.max(0, y + Math.sin(angle) * 4));
      log = log.append(x, y, nx, ny);
      if (nx <= 0 || nx >= 600) angle = Math.PI - angle;
      if (ny <= 0 || ny >= 900) angle = -angle;
      [x, y] = [nx, ny];
    }
    picture = { ...picture, strokes: log };
  } else if (state === 'revealed') {
    picture = { ...picture, revealed: picture.revealed.map(() => true), result: true };
  } else if (state !== 'covered') {
    return showProblem(`state=${state}: covered, scratched:SHARE, wander:STEPS or revealed`);
  }
  const bg = params.get('bg');
  if (bg !== null) {
    const colours = bg === 'transparent' ? [] : bg.split(',').map((c) => /^#?([0-9a-f]{6})$/i.exec(c)?.[1]);
    if (colours.length > 2 || colours.some((c) => c === undefined))
      return showProblem(
        `bg=${bg}: transparent, a colour (ffcc00) or two (112233,ff0066)${bg === '' ? ', without its # (a # starts the address’s fragment)' : ''}`,
      );
    const [from, to] = colours.map((c): HexColour => `#${c!}`);
    const background: Background =
      from === undefined
        ? { kind: 'transparent' }
        : to === undefined
          ? { kind: 'colour', colour: from }
          : { kind: 'gradient', from, to, angleDeg: 135 };
    picture = { ...picture, frame: { background, caption: params.get('caption') ?? '' } };
  }
  const renderer = await createPictureRenderer();
  const t0 = performance.now();
  const canvas = await renderer.render(picture, 0);
  document.body.dataset.renderMs = String(Math.round(performance.now() - t0));
  const out = document.getElementById('out') as HTMLImageElement;
  out.src = canvas.toDataURL('image/png');
  await out.decode();
  out.dataset.ready = 'true';
  out.dataset.size = `${canvas.width}x${canvas.height}`;
}

await draw();
