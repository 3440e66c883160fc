// A plate seen from above: pearl barley, roast tomatoes and basil, the kind of lower-GI dish
// Roastie likes to suggest.

const GRAINS = [
  [78, 92, 20],
  [92, 84, -30],
  [106, 96, 60],
  [84, 110, -10],
  [100, 116, 35],
  [114, 108, -45],
  [70, 106, 75],
  [96, 100, 10],
  [108, 82, 80],
  [88, 124, -60],
] as const;

function TomatoHalf({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="17" fill="var(--color-tomato-500)" />
      <circle r="12" fill="var(--color-paprika-400)" />
      <path d="M0-12V12M-12 0H12" stroke="var(--color-tomato-500)" strokeWidth="2.5" />
      <g fill="var(--color-butter-300)">
        <ellipse cx="-5" cy="-5" rx="1.8" ry="2.6" />
        <ellipse cx="5" cy="-5" rx="1.8" ry="2.6" />
        <ellipse cx="-5" cy="5" rx="1.8" ry="2.6" />
        <ellipse cx="5" cy="5" rx="1.8" ry="2.6" />
      </g>
    </g>
  );
}

function Leaf({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path d="M0 0c8-12 26-12 34 0-8 12-26 12-34 0z" fill="var(--color-basil-600)" />
      <path d="M3 0h26" stroke="#fff" strokeOpacity=".35" strokeWidth="1.5" />
    </g>
  );
}

export function PlateIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <circle cx="104" cy="108" r="86" fill="var(--color-charcoal)" opacity=".1" />
      <circle cx="100" cy="100" r="86" fill="var(--color-white)" />
      <circle cx="100" cy="100" r="68" fill="none" stroke="var(--color-sand-200)" strokeWidth="2" />
      <circle cx="94" cy="102" r="42" fill="var(--color-butter-100)" />
      <g fill="#e3cf9b">
        {GRAINS.map(([x, y, angle]) => (
          <ellipse
            key={`${x}-${y}`}
            cx={x}
            cy={y}
            rx="4.5"
            ry="2.6"
            transform={`rotate(${angle} ${x} ${y})`}
          />
        ))}
      </g>
      <TomatoHalf x={72} y={78} />
      <TomatoHalf x={122} y={122} />
      <TomatoHalf x={126} y={80} />
      <Leaf x={62} y={126} angle={-30} />
      <Leaf x={98} y={62} angle={15} />
    </svg>
  );
}
