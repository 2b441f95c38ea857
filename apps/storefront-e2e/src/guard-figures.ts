/** Where each test's guard writes its figures; the global teardown adds them up. */
export const guardFiguresFile = 'guard-figures.jsonl';

/** One test's guard figures: what it watched, and what it found. */
export interface GuardFigures {
  pages: number;
  documents: number;
  /** URLs, Referer headers and console lines searched for the test's bearer tokens. */
  placesSearched: number;
  tokens: number;
  cspViolations: number;
  tokenLeaks: number;
}
