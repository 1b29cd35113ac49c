import fs from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const LIMIT = 6000;

/**
 * On CI only the printed output survives a run: after the list reporter's summary this prints, for each failed test,
 * the page as Playwright last saw it (the error context: the ARIA snapshot of every open page), cut to a few thousand
 * characters, so that a failure seen only there can be read without the test-results folder.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failed: Array<{ title: string; contexts: string[] }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const contexts = result.attachments
      .filter((a) => a.name === 'error-context' && a.path && fs.existsSync(a.path))
      .map((a) => pagesOf(fs.readFileSync(a.path!, 'utf8')));
    this.failed.push({ title: test.titlePath().filter(Boolean).join(' › '), contexts });
  }

  onEnd() {
    for (const { title, contexts } of this.failed) {
      console.log(`\n=== the pages when "${title}" failed ===`);
      for (const text of contexts)
        console.log(text.length > LIMIT ? `${text.slice(0, LIMIT)}\n… (${text.length - LIMIT} more characters)` : text);
    }
  }
}

/** The page snapshots of an error context (its yaml blocks), without the error and the test's source printed already. */
function pagesOf(context: string): string {
  const blocks = [...context.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks.length ? blocks.join('\n---\n') : context;
}
