import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** Where every project's test durations go, one JSON line a test, for `tools/scripts/slowest-tests.mjs`. */
export const DURATIONS_FILE = resolve(
  import.meta.dirname,
  '../../node_modules/.cache/matjar-test-durations/unit.jsonl',
);

const root = resolve(import.meta.dirname, '../..');

/**
 * Writes how long each test took, so that the run can name its slowest tests across every project
 * (`npm test` prints them once all projects have run).
 */
export default class DurationsReporter implements Reporter {
  private lines: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const duration = testCase.diagnostic()?.duration;
    if (duration === undefined) return;
    this.lines.push(
      JSON.stringify({
        file: relative(root, testCase.module.moduleId),
        name: testCase.fullName,
        ms: Math.round(duration),
        state: testCase.result().state,
      }),
    );
  }

  onTestRunEnd(): void {
    if (this.lines.length === 0) return;
    mkdirSync(dirname(DURATIONS_FILE), { recursive: true });
    appendFileSync(DURATIONS_FILE, `${this.lines.join('\n')}\n`);
    this.lines = [];
  }
}
