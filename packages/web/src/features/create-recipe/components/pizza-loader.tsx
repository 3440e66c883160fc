// The loading animation while Chef Roastie writes the recipe (docs/product.md sections 2 and 9): a pizza
// drawn in SVG whose slices land one per second, then start over. With reduced motion the
// slices simply fade in, without the spin and drop.
import { useLayoutEffect, useRef } from 'react';
import { useSliceCount } from '../hooks/use-slice-count';
import styles from './pizza-loader.module.css';

export const PIZZA_SLICES = 8;
const CENTRE = 60;
const CRUST = 54;
const SAUCE = 46;

const round = (n: number) => Math.round(n * 100) / 100;
const point = (radius: number, degrees: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${round(CENTRE + radius * Math.cos(radians))} ${round(CENTRE + radius * Math.sin(radians))}`;
};
const wedge = (radius: number, from: number, to: number) =>
  `M${CENTRE} ${CENTRE} L${point(radius, from)} A${radius} ${radius} 0 0 1 ${point(radius, to)} Z`;

/** Each slice: its crust, its sauce and cheese, a pepperoni and a basil leaf. */
const SLICES = Array.from({ length: PIZZA_SLICES }, (_, i) => {
  const from = -90 + (360 / PIZZA_SLICES) * i;
  const to = from + 360 / PIZZA_SLICES;
  const middle = (from + to) / 2;
  const [px, py] = point(30, middle).split(' ').map(Number);
  const [bx, by] = point(17, middle + 8)
    .split(' ')
    .map(Number);
  return { crust: wedge(CRUST, from, to), cheese: wedge(SAUCE, from, to), px, py, bx, by, middle };
});

const CAPTIONS = [
  'Kneading the dough…',
  'Reading your notes…',
  'Weighing every ingredient…',
  'Working out the GI…',
];

export function PizzaLoader({ label }: { label: string }) {
  const count = useSliceCount(PIZZA_SLICES);
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: keep it here, where the news is, rather than lost on <body>.
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.loader} role="status" tabIndex={-1}>
      <svg
        className={styles.pizza}
        viewBox="0 0 120 120"
        aria-hidden="true"
        focusable="false"
        data-slices={count}
      >
        <circle cx={CENTRE} cy={CENTRE} r={CRUST + 3} className={styles.plate} />
        {SLICES.slice(0, count).map((slice, i) => (
          <g
            key={i}
            className={styles.slice}
            style={{ transformOrigin: `${point(8, slice.middle).replace(' ', 'px ')}px` }}
          >
            <path d={slice.crust} className={styles.crust} />
            <path d={slice.cheese} className={styles.cheese} />
            <circle cx={slice.px} cy={slice.py} r="6" className={styles.pepperoni} />
            <ellipse cx={slice.bx} cy={slice.by} rx="3.2" ry="1.8" className={styles.basil} />
          </g>
        ))}
      </svg>
      <p className={styles.label}>{label}</p>
      <p className={styles.caption} aria-hidden="true">
        {CAPTIONS[Math.floor((count - 1) / 2) % CAPTIONS.length]}
      </p>
    </div>
  );
}
