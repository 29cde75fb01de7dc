/*
 * The example host page's script (embed-example.html): a file, not inline, for a strict CSP. It
 * runs in the page's <head>, before the frame exists, so that its listener hears the embed's
 * first message however fast the frame loads.
 */
/* global document, window, URL */
'use strict';

const embed = () => document.getElementById('grattez');
const embedOrigin = () => new URL(embed().src).origin;
const euros = (cents) => (cents / 100).toLocaleString('en-GB', { style: 'currency', currency: 'EUR' });

// What the embed tells us. Check where a message comes from: any window may post to this page.
window.addEventListener('message', (event) => {
  const frame = embed();
  if (frame === null || event.source !== frame.contentWindow || event.origin !== embedOrigin()) return;
  const message = event.data;
  const item = document.createElement('li');
  item.dataset.type = message.type;
  item.textContent = JSON.stringify(message);
  document.getElementById('log').append(item);
  const result = document.getElementById('result');
  if (message.type === 'grattez:ready') result.textContent = '';
  if (message.type === 'grattez:finished') {
    result.textContent =
      message.prize > 0 ? `Ticket ${message.serial} wins ${euros(message.prize)} (simulated game)` : 'No win this time';
  }
  // A bad address: the frame shows why, and so do we (each problem also has a `code` to test).
  if (message.type === 'grattez:error') {
    result.textContent = `The demo's address needs fixing: ${message.errors.map((e) => e.text).join('; ')}`;
  }
});

// What we ask of it: sent to the embed's origin only.
document.addEventListener('DOMContentLoaded', () => {
  for (const button of document.querySelectorAll('[data-command]')) {
    button.addEventListener('click', () => {
      embed().contentWindow.postMessage({ type: `grattez:${button.dataset.command}` }, embedOrigin());
    });
  }
});
