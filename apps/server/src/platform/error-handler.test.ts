import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler.ts';

describe('loggableError', () => {
  it('keeps no bind parameter or detail of a failed order insert in the log', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'orders_branch_idempotency_idx',
      detail: 'Key (hash)=(Ac9Flj4Zz0YLMQv0ziOfihsPquKS-A_1) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "orders" ("first_name", "phone", "email", "hash") values ($1, $2, $3, $4)',
      ['Erika', '+491701234567', 'erika@example.com', 'Ac9Flj4Zz0YLMQv0ziOfihsPquKS-A_1'],
      cause,
    );
    const logged = JSON.stringify(loggableError(failed), (_key, value) =>
      value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value,
    );
    for (const secret of ['Erika', '+491701234567', 'erika@example.com', 'Ac9Flj4Zz0YLMQv0']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('insert into');
    expect(logged).toContain('orders_branch_idempotency_idx');
    expect(logged).toContain('23505');
  });

  it('passes other errors through', () => {
    const error = new Error('kaputt');
    expect(loggableError(error)).toBe(error);
  });
});
