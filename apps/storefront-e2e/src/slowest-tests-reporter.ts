import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the run names. */
const COUNT = 20;

/**
 * Names the run's slowest tests once it ends, with their project and status: where the suite's
 * time goes, and which journeys come near their limits on a busy machine.
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly results: { title: string; project: string; ms: number; status: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.push({
      title: `${test.location.file.split('/').pop() ?? ''} › ${test.title}`,
      project: test.parent.project()?.name ?? '',
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.results].sort((a, b) => b.ms - a.ms).slice(0, COUNT);
    if (slowest.length === 0) return;
    console.log(`\nslowest ${slowest.length} of ${this.results.length} e2e tests:`);
    for (const test of slowest) {
      const seconds = (test.ms / 1000).toFixed(1).padStart(6);
      console.log(`${seconds} s  [${test.project}] ${test.title} (${test.status})`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
