// Appends this run's totals to the file named by TEST_SUMMARY_FILE, so test/run-all.mjs can add up
// several jest runs and print the one line CI reads: `tests: N passed, N failed`.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = JSON.stringify({ passed: results.numPassedTests, failed });
    if (process.env.TEST_SUMMARY_FILE) fs.appendFileSync(process.env.TEST_SUMMARY_FILE, line + '\n');
  }
}
module.exports = SummaryReporter;
