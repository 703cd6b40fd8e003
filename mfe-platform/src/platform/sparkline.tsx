import type { VersionRow } from './platform-api';

type Point = VersionRow['health']['hour_series'][number];

interface SparklineProps {
  points: Point[];
  /** What the chart shows, read out instead of the bars ("Last hour, 5-minute steps"). */
  label: string;
}

const WIDTH = 120;
const HEIGHT = 28;

/** Mounts (grey) and errors (red) per bucket, oldest on the left: a small chart beside the numbers. */
export function Sparkline({ points, label }: SparklineProps) {
  const top = Math.max(1, ...points.map((point) => point.mounts + point.errors));
  const step = WIDTH / Math.max(1, points.length);
  const mounts = points.reduce((sum, point) => sum + point.mounts, 0);
  const errors = points.reduce((sum, point) => sum + point.errors, 0);
  return (
    <svg className="td-platform-spark" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${label}: ${mounts} mounts, ${errors} errors`}>
      {points.map((point, index) => {
        const mountHeight = (point.mounts / top) * HEIGHT;
        const errorHeight = (point.errors / top) * HEIGHT;
        return (
          <g key={index}>
            <rect x={index * step + 1} width={step - 2} y={HEIGHT - mountHeight - errorHeight} height={mountHeight} fill="#8a94a6" />
            <rect x={index * step + 1} width={step - 2} y={HEIGHT - errorHeight} height={errorHeight} fill="#d93a3a" />
          </g>
        );
      })}
    </svg>
  );
}
