// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootShells } from '../../build/boot/shells.tsx';
import committed from '../../build/boot/shells.json';

describe('the boot still shells', () => {
  it('are the markup the app renders for the ticket screen today (else: npm run stills)', async () => {
    expect(await bootShells(), 'run npm run stills').toEqual(committed);
  });
});
