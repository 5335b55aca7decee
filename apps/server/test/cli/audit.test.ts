import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script without type declarations
import { auditVerdict } from '../../../../scripts/audit.mjs';

// docs/budgets.md S11: how `npm test` reads `npm audit --omit=dev --audit-level=high --json`.

const report = (counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
    },
  });

describe('npm audit step', () => {
  it('passes without high or critical advisories, even with moderate ones', () => {
    expect(auditVerdict(report({}))).toMatchObject({ verdict: 'pass' });
    expect(auditVerdict(report({ low: 3, moderate: 2, total: 5 }))).toMatchObject({
      verdict: 'pass',
    });
  });

  it('fails on a high or a critical advisory', () => {
    expect(auditVerdict(report({ high: 1, total: 1 }))).toEqual({
      verdict: 'fail',
      high: 1,
      critical: 0,
    });
    expect(auditVerdict(report({ critical: 2, total: 2 }))).toMatchObject({
      verdict: 'fail',
      critical: 2,
    });
  });

  it('tells an unreachable advisory service apart from a clean report', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({
      verdict: 'unavailable',
      reason:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict('')).toMatchObject({ verdict: 'unavailable' });
  });
});
