// docs/budgets.md S11: no high or critical advisory in the production dependencies
// (`npm audit --omit=dev --audit-level=high`). A step of `npm test` (scripts/test.mjs).
// When the advisory service cannot be asked (offline, or a registry mirror without the audit
// endpoint, as on our CI machines, which answer 405) the step says so loudly and passes: failing
// there would fail every build for a reason outside the code. A found advisory always fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The verdict on `npm audit --json` output: `fail` with the counts of high and critical
 * advisories, `pass`, or `unavailable` when npm got no answer from the advisory service.
 */
export function auditVerdict(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { verdict: 'unavailable', reason: 'keine lesbare Antwort von npm audit' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    return { verdict: 'unavailable', reason: report?.message ?? report?.error?.summary ?? '' };
  }
  const high = Number(counts.high ?? 0);
  const critical = Number(counts.critical ?? 0);
  return { verdict: high + critical > 0 ? 'fail' : 'pass', high, critical };
}

function main() {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = auditVerdict(audit.stdout ?? '');
  if (result.verdict === 'pass') {
    console.log('Keine hohe oder kritische Sicherheitsmeldung in den Produktionsabhängigkeiten.');
    return;
  }
  if (result.verdict === 'fail') {
    // The readable report: which package, which advisory, which fix.
    spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
    console.error(
      `\n${result.critical} kritische und ${result.high} hohe Sicherheitsmeldungen in den ` +
        'Produktionsabhängigkeiten: bitte die betroffenen Pakete aktualisieren (npm audit fix).',
    );
    process.exit(1);
  }
  console.warn(
    `⚠ Sicherheitsprüfung der Abhängigkeiten nicht möglich (npm audit: ${result.reason}). ` +
      'Nicht geprüft: bitte auf einem Rechner mit Zugang zum npm-Advisory-Dienst wiederholen.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
