import axe from 'axe-core';

/**
 * Runs axe on a rendered element and throws with the list of violations, if any. For component
 * tests in jsdom: colour contrast is left to the browser runs, since jsdom computes no styles.
 *
 * @example
 * const { container } = render(<Story />);
 * await assertNoAxeViolations(container);
 */
export async function assertNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
    );
    throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
