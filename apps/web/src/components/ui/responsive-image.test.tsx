import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

afterEach(cleanup);

const image = { id: 58, version: 1, extension: 'webp', width: 800, height: 600 };

describe('ResponsiveImage', () => {
  it.each([
    // The page's largest picture: fetched first and shown in the frame its text shows in.
    { isPriority: true, loading: 'eager', fetchPriority: 'high', decoding: 'sync' },
    // Any other picture: fetched near the viewport and decoded off the frame.
    { isPriority: false, loading: 'lazy', fetchPriority: 'auto', decoding: 'async' },
  ])(
    'priority $isPriority: loading $loading, fetchpriority $fetchPriority, decoding $decoding',
    ({ isPriority, loading, fetchPriority, decoding }) => {
      const { container } = render(<ResponsiveImage image={image} isPriority={isPriority} />);
      const img = container.querySelector('img');
      expect(img?.getAttribute('loading')).toBe(loading);
      expect(img?.getAttribute('fetchpriority')).toBe(fetchPriority);
      expect(img?.getAttribute('decoding')).toBe(decoding);
    },
  );
});
