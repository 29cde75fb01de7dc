/**
 * Marks the canvas's host `data-playable="true"` (read by `npm run bench -- startup`) once the
 * still in the canvas's place is shown (`data-first-sight` on it) and the host takes strokes
 * (`data-input="on"`, set by the renderer's mountPicture), whichever comes last: the player's
 * mount calls it once the canvas is mounted, and the still once it is shown (TicketScreen).
 */
export function markPlayableOverStill(host: Element | null | undefined): void {
  if (!(host instanceof HTMLElement)) return;
  const shown = host.parentElement?.querySelector('img.ticket-still[data-first-sight="true"]') != null;
  if (shown && host.dataset.input === 'on') host.dataset.playable = 'true';
}
