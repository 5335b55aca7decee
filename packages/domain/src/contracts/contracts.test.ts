import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildBranch, buildConfig, buildProduct } from '../testing/factories.ts';
import { dataEnvelope, errorEnvelopeSchema, INIT_URLS } from './api.ts';
import {
  branchSchema,
  hoursEntrySchema,
  productSchema,
  publicConfigSchema,
  timeOfDaySchema,
} from './entities.ts';

describe('contracts used by the domain', () => {
  it('parses the factories, so domain tests run on valid entities', () => {
    expect(branchSchema.parse(buildBranch())).toEqual(buildBranch());
    expect(productSchema.parse(buildProduct())).toEqual(buildProduct());
    expect(publicConfigSchema.parse(buildConfig())).toEqual(buildConfig());
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', true],
    ['24:01', false],
    ['7:00', false],
  ])('time of day %s valid: %s', (time, valid) => {
    expect(timeOfDaySchema.safeParse(time).success).toBe(valid);
  });

  it('defaults isClosed of an hours entry to false', () => {
    expect(hoursEntrySchema.parse({ type: 'daily', from: '10:00', to: '22:00' }).isClosed).toBe(
      false,
    );
  });

  it('wraps data and errors as the HTTP conventions say', () => {
    expect(dataEnvelope(z.number()).parse({ data: 1 })).toEqual({ data: 1 });
    expect(errorEnvelopeSchema.safeParse({ errors: [] }).success).toBe(false);
    expect(
      errorEnvelopeSchema.parse({
        errors: [{ code: 'notBlank', message: 'x', field: 'firstName' }],
      }).errors,
    ).toHaveLength(1);
    expect(INIT_URLS[0]).toBe('/api/config');
  });
});
