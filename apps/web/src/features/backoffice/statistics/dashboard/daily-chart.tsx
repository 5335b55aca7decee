import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A daily bar chart drawn with uPlot (decision 030: ~50 KB, canvas, maintained), loaded only in
 * this lazy chunk. The canvas is hidden from screen readers: every chart has a table view.
 */
export default function DailyChart({
  days,
  values,
  label,
  format,
}: {
  days: string[];
  values: number[];
  label: string;
  format: (value: number) => string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const x = days.map((_, index) => index);
    const color = getComputedStyle(element).getPropertyValue('--color-accent').trim() || '#b5532a';
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 220,
        legend: { show: false },
        cursor: { show: true, points: { show: false } },
        scales: {
          x: { time: false, range: () => [-0.6, days.length - 0.4] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            // One label per whole day; a long range shows every n-th day.
            splits: () => {
              const step = Math.max(1, Math.ceil(days.length / 10));
              return x.filter((index) => index % step === 0);
            },
            values: (_u, splits) =>
              splits.map((index) => {
                const day = days[Math.round(index)];
                return day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.` : '';
              }),
          },
          { values: (_u, splits) => splits.map((value) => format(value)), size: 80 },
        ],
        series: [
          {},
          {
            label,
            fill: color,
            stroke: color,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, values],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, values, label, format]);
  return <div ref={host} aria-hidden="true" data-chart={label} />;
}
