import { useLayoutEffect, useRef, useState } from 'react';
import { chartLayout, dayLabel } from './chart-layout';
import type { DayTotals } from './summary';
import styles from './StatisticsAdmin.module.css';

const HEIGHT = 240;

const SERIES = [
  { key: 'visits', name: 'visitas', className: styles.seriesVisits },
  { key: 'contacts', name: 'contactos', className: styles.seriesContacts },
] as const;

/**
 * Visits and contacts per day as two lines, drawn as SVG with attributes and the stylesheet's
 * classes only: the page's Content Security Policy allows no inline style (the chart library
 * used before set one on every label, ~70 violations per draw). Dates are labelled the Spanish
 * way ("26 nov"), as many as fit the width. The drawing is for sighted readers; the same
 * numbers are in the table beside it, which screen readers are pointed to.
 */
export function DailyChart({ days, describedBy }: { days: DayTotals[]; describedBy: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className={styles.figure}>
      <div
        ref={box}
        className={styles.chart}
        role="img"
        aria-label="Gráfica de visitas y contactos por día"
        aria-describedby={describedBy}
        data-testid="grafica-diaria"
      >
        {width > 0 && days.length > 0 && <Plot days={days} width={width} />}
      </div>
      <figcaption className={styles.legend}>
        <span className={styles.keyVisits}>Visitas</span>
        <span className={styles.keyContacts}>Contactos</span>
      </figcaption>
    </figure>
  );
}

function Plot({ days, width }: { days: DayTotals[]; width: number }) {
  const max = Math.max(0, ...days.map((d) => Math.max(d.visits, d.contacts)));
  const layout = chartLayout(days.length, max, width, HEIGHT);
  const { x, y } = layout;
  // A point on each day while they are far enough apart to tell.
  const showPoints = days.length <= 31;
  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <g data-axis="y" className={styles.axis}>
        {layout.ticks.map((count) => (
          <g key={count}>
            <line x1={layout.left} x2={layout.right} y1={y(count)} y2={y(count)} className={styles.grid} />
            <text x={layout.left - 6} y={y(count)} textAnchor="end" dominantBaseline="middle">
              {count}
            </text>
          </g>
        ))}
      </g>
      <g data-axis="x" className={styles.axis}>
        {layout.labelled.map((i) => (
          <text key={i} x={x(i)} y={layout.bottom + 18} textAnchor="middle">
            {dayLabel(days[i]!.day)}
          </text>
        ))}
      </g>
      {SERIES.map((series) => {
        const line = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(d[series.key])}`).join(' ');
        const area = `${line} L${x(days.length - 1)},${layout.bottom} L${x(0)},${layout.bottom} Z`;
        return (
          <g key={series.key} data-series={series.name} className={series.className}>
            <path d={area} className={styles.area} />
            <path d={line} className={styles.line} fill="none" />
            {showPoints &&
              days.map((d, i) => (
                <circle
                  key={d.day}
                  cx={x(i)}
                  cy={y(d[series.key])}
                  r={3}
                  className={styles.point}
                  data-value={d[series.key]}
                />
              ))}
          </g>
        );
      })}
    </svg>
  );
}
