/*
 * The least any WebGL page can do before it shows a ticket, without Pixi: a WebGL2 context, one
 * shader, the ticket's art decoded and uploaded as one texture, one quad drawn. `npm run bench --
 * startup` times it against the trivial page and the app.
 */
import { decodedArt, host, ready, RESOLUTION } from './art.ts';

const VERTEX = `#version 300 es
in vec2 corner;
uniform vec2 size;
out vec2 uv;
void main() {
  uv = corner;
  gl_Position = vec4((corner * 2.0 - 1.0) * vec2(size.x, -size.y), 0.0, 1.0);
}`;
const FRAGMENT = `#version 300 es
precision highp float;
in vec2 uv;
uniform sampler2D art;
out vec4 colour;
void main() { colour = texture(art, uv); }`;

const element = host();
const art = decodedArt();
const canvas = document.createElement('canvas');
canvas.width = Math.round(element.clientWidth * RESOLUTION);
canvas.height = Math.round(element.clientHeight * RESOLUTION);
canvas.style.width = '100%';
canvas.style.height = '100%';
const gl = canvas.getContext('webgl2', { premultipliedAlpha: true, antialias: RESOLUTION < 2, stencil: true });
if (gl === null) throw new Error('WebGL2 is not available');
const program = gl.createProgram();
for (const [kind, source] of [
  [gl.VERTEX_SHADER, VERTEX],
  [gl.FRAGMENT_SHADER, FRAGMENT],
] as const) {
  const shader = gl.createShader(kind);
  if (shader === null) throw new Error('cannot create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  gl.attachShader(program, shader);
}
gl.bindAttribLocation(program, 0, 'corner');
gl.linkProgram(program);
if (gl.getProgramParameter(program, gl.LINK_STATUS) !== true) throw new Error(String(gl.getProgramInfoLog(program)));
gl.useProgram(program);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
const image = await art;
const scale = Math.min(canvas.width / image.naturalWidth, canvas.height / image.naturalHeight);
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
gl.uniform2f(
  gl.getUniformLocation(program, 'size'),
  (image.naturalWidth * scale) / canvas.width,
  (image.naturalHeight * scale) / canvas.height,
);
gl.viewport(0, 0, canvas.width, canvas.height);
gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
element.appendChild(canvas);
ready(canvas);
