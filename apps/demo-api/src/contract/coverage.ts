import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allCalls, calls } from '@matjar/api-client/contract';
import { createDemoApi } from '../app.js';

/** Which calls of the contract are defined, served by the demo API, and covered by a contract test. */
export interface ContractCoverage {
  defined: string[];
  served: string[];
  tested: string[];
}

const TESTED = /describe\(\s*calls\.(\w+)\.(\w+)\.id\b/g;

/**
 * Counts the contract from the code: the calls api-client defines, the calls the demo API
 * registers, and the calls named by a `describe(calls.<domain>.<name>.id, …)` in the contract tests
 * found in `testDirectory`.
 */
export function contractCoverage(testDirectory: string): ContractCoverage {
  const registry = calls as unknown as Record<string, Record<string, { id: string }>>;
  const tested = new Set<string>();
  for (const file of readdirSync(testDirectory)) {
    if (!file.endsWith('.contract.test.ts')) continue;
    for (const [, domain = '', name = ''] of readFileSync(
      join(testDirectory, file),
      'utf8',
    ).matchAll(TESTED)) {
      const id = registry[domain]?.[name]?.id;
      if (id) tested.add(id);
    }
  }
  return {
    defined: allCalls()
      .map((call) => call.id)
      .sort(),
    served: [...createDemoApi().servedCallIds].sort(),
    tested: [...tested].sort(),
  };
}
