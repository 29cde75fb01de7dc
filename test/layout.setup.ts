/**
 * jsdom lays nothing out, so it has no Element.scrollIntoView, which the app calls to bring a
 * notice into view: in a jsdom test file, it does nothing (a test may put its own in its place).
 */
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
