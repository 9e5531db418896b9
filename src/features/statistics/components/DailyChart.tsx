import { LineChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import type { DayTotals } from './summary';
import styles from './StatisticsAdmin.module.css';

/**
 * Visits and contacts per day as two lines (Chartist, SVG). The drawing is for sighted readers;
 * the same numbers are in the table beside it, which screen readers are pointed to.
 */
export function DailyChart({ days, describedBy }: { days: DayTotals[]; describedBy: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!box.current) return;
    // A label every week or so keeps 30 and 90 days readable at 390 px.
    const every = Math.ceil(days.length / 7);
    const chart = new LineChart(
      box.current,
      {
        labels: days.map((d) => d.day.slice(5).replace('-', '/')),
        series: [
          { name: 'visitas', data: days.map((d) => d.visits) },
          { name: 'contactos', data: days.map((d) => d.contacts) },
        ],
      },
      {
        low: 0,
        showArea: true,
        showPoint: days.length <= 31,
        fullWidth: true,
        chartPadding: { right: 28, left: 0 },
        // Straight segments: a smoothed curve would draw values between days that were never counted.
        lineSmooth: false,
        axisX: {
          labelInterpolationFnc: (label: unknown, i: number) => (i % every === 0 ? String(label) : ''),
        },
        axisY: { onlyInteger: true },
      },
    );
    return () => {
      chart.detach();
    };
  }, [days]);

  return (
    <figure className={styles.figure}>
      <div
        ref={box}
        className={styles.chart}
        role="img"
        aria-label="Gráfica de visitas y contactos por día"
        aria-describedby={describedBy}
        data-testid="grafica-diaria"
      />
      <figcaption className={styles.legend}>
        <span className={styles.keyVisits}>Visitas</span>
        <span className={styles.keyContacts}>Contactos</span>
      </figcaption>
    </figure>
  );
}
