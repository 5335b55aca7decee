import {
  signageDeviceInputSchema,
  signageSegmentInputSchema,
  signageStreamInputSchema,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../resource/resource-checks.ts';
import { segmentsResource } from './segments-resource.tsx';
import { streamsResource } from './streams-resource.tsx';
import { tvsResource } from './tvs-resource.tsx';

/** The signage declarations (docs/decisions/033-digital-signage.md). */
describe('signage resources', () => {
  it('are consistent declarations', () => {
    expect(resourceProblems(segmentsResource)).toEqual([]);
    expect(resourceProblems(streamsResource)).toEqual([]);
    expect(resourceProblems(tvsResource)).toEqual([]);
  });

  it('turn a menu board into a body the server accepts, without an image id', () => {
    const values = {
      ...segmentsResource.emptyValues,
      name: 'Brottafel',
      categoryId: '4',
      imageId: '9',
    };
    const body = segmentsResource.toBody(values, 'create');
    expect(body).toMatchObject({
      kind: 'menuBoard',
      categoryId: 4,
      imageId: null,
      durationSeconds: 15,
    });
    expect(signageSegmentInputSchema.safeParse(body).success).toBe(true);
  });

  it('names the category when a menu board has none', () => {
    const body = segmentsResource.toBody(
      { ...segmentsResource.emptyValues, name: 'Tafel' },
      'create',
    );
    const parsed = signageSegmentInputSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['categoryId']);
  });

  it('keeps the stream’s segment order and round-trips a TV without a stream', () => {
    const stream = {
      id: 1,
      identifier: 'theke',
      name: 'Theke',
      segments: [{ id: 3 }, { id: 1 }],
      transition: 'slide' as const,
      isEnabled: true,
    };
    const streamBody = signageStreamInputSchema.parse(
      streamsResource.toBody(streamsResource.toValues(stream), 'edit'),
    );
    expect(streamBody.segmentIds).toEqual([3, 1]);
    expect(streamBody.transition).toBe('slide');

    const tv = {
      id: 2,
      identifier: 'tv-1',
      name: 'Theke',
      branch: null,
      stream: null,
      isEnabled: true,
      hasSecret: false,
      lastSeenAt: null,
      screen: null,
      playingSegment: null,
    };
    const tvBody = tvsResource.toBody(tvsResource.toValues(tv), 'edit');
    expect(tvBody).toMatchObject({ branchId: null, streamId: null });
    expect(signageDeviceInputSchema.safeParse(tvBody).success).toBe(true);
  });
});
