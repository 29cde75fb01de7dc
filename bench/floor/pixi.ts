/*
 * The least a Pixi page can do before it shows a ticket: fetch Pixi, start a WebGL renderer with
 * the app's options (src/render/mountTicket.ts), decode the ticket's art and draw it as one sprite,
 * once. `npm run bench -- startup` times it against the trivial page and the app.
 */
import 'pixi.js/unsafe-eval';
import { Container, Sprite, Texture, WebGLRenderer } from 'pixi.js';
import { decodedArt, host, ready, RESOLUTION } from './art.ts';

const element = host();
const art = decodedArt();
const renderer = new WebGLRenderer();
await renderer.init({
  width: element.clientWidth,
  height: element.clientHeight,
  resolution: RESOLUTION,
  autoDensity: true,
  antialias: RESOLUTION < 2,
  backgroundAlpha: 0,
  preferWebGLVersion: 2,
  skipExtensionImports: true,
});
const image = await art;
const sprite = new Sprite(Texture.from(image));
sprite.scale.set(Math.min(element.clientWidth / image.naturalWidth, element.clientHeight / image.naturalHeight));
const stage = new Container();
stage.addChild(sprite);
element.appendChild(renderer.canvas);
renderer.render({ container: stage });
ready(renderer.canvas);
