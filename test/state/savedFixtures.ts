import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { dealNext } from '../../src/state/emission.ts';
import { readSession } from '../../src/state/session.ts';

/** A session an app saved (test/state/fixtures/), with the tickets it deals next, per choice. */
interface SavedFixture {
  readonly saved: string;
  readonly nextSerials: { pawsDog: string; pawsCat: string; pawsEither: string; months: string };
}

export function savedFixture(file: string): SavedFixture {
  return JSON.parse(readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8')) as SavedFixture;
}

/** The fixture's session as this release reads it, with nothing set aside. */
export function readFixture(fixture: SavedFixture) {
  const read = readSession(fixture.saved);
  if (read.kind !== 'loaded') throw new Error(`the saved session does not load: ${JSON.stringify(read)}`);
  expect(read.dropped).toBeNull();
  return read.value;
}

/** The tickets the fixture's session deals next, per choice: those the app that saved it dealt. */
export function nextSerials(fixture: SavedFixture): SavedFixture['nextSerials'] {
  const { emission } = readFixture(fixture);
  return {
    pawsDog: dealNext(emission, 'paws', 'dog').ticket.serial,
    pawsCat: dealNext(emission, 'paws', 'cat').ticket.serial,
    pawsEither: dealNext(emission, 'paws', 'any').ticket.serial,
    months: dealNext(emission, 'months', 'any').ticket.serial,
  };
}
