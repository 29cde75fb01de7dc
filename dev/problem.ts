/**
 * What a developer page does with a parameter it cannot use: it names it on the page (a blank
 * page with the reason only in the console tells nobody) and draws nothing.
 */
export function showProblem(text: string): void {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'margin:0;padding:12px;background:#fff;color:#8a1020;font:16px system-ui,sans-serif';
  note.textContent = text;
  document.body.prepend(note);
}
