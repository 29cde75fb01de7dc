/**
 * A host page framing the embed at `src` (served from another origin than the app's): every
 * message heard from the embed is kept in `window.heard`, and `window.send(type)` posts a command
 * to it. With `sibling`, a second small frame (/sibling.html) that is not the embed's parent.
 */
export function embedHostPage(
  src: string,
  options: { readonly width?: string; readonly height?: string; readonly sibling?: boolean } = {},
): string {
  const sibling = options.sibling === true;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,"><style>body{margin:0}iframe{border:0;display:block}</style></head><body>
<script>
  window.heard = [];
  addEventListener('message', (event) => {
    if (event.source === document.getElementById('embed').contentWindow) heard.push({ origin: event.origin, data: event.data });
  });
  window.send = (type) => document.getElementById('embed').contentWindow.postMessage({ type }, '*');
</script>
<iframe id="embed" name="embed" title="Grattez" src="${src}" width="${options.width ?? '360'}" height="${options.height ?? '600'}"></iframe>
${sibling ? '<iframe id="sibling" name="sibling" title="Sibling" src="/sibling.html" width="10" height="10"></iframe>' : ''}
</body></html>`;
}
