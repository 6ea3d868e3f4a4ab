// A node:test reporter (unit tests) that writes one JSON line of totals; scripts/run-tests.ts turns it into the
// closing line "N passed, N failed" that CI reads. Suites are not counted, only tests.
export default async function* summaryReporter(source) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (event.data.details?.type === 'suite') continue;
    if (event.data.skip || event.data.todo) totals.skipped += 1;
    else if (event.type === 'test:pass') totals.passed += 1;
    else totals.failed += 1;
  }
  yield `${JSON.stringify(totals)}\n`;
}
