/**
 * Testing Library's waits (findBy…, waitFor) end on the state they wait for; their limit only
 * bounds a test that would otherwise hang. Its default, one second, was passed on a busy machine
 * by a screen the app loads on demand (the first import of its chunk in a test file), and the test
 * failed with the screen on its way. Only files run in jsdom load Testing Library.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
export {};
