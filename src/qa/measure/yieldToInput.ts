/**
 * Lets the browser handle waiting input, run the page's other tasks and paint before the next
 * long piece of work: the QA sheet draws and measures hundreds of pictures, each awaited as a
 * promise that may resolve as a microtask, which alone would never give the event loop back.
 * A message to itself queues the rest as an ordinary task, behind what is already waiting (React
 * schedules its renders the same way), and without the 4 ms a nested setTimeout waits.
 * (`scheduler.yield()` would resume ahead of those tasks: a click is handled, but the sheet's
 * answer to it is drawn only pictures later.)
 */
export function yieldToInput(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
