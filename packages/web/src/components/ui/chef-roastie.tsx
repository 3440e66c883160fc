// Chef Roastie: a tomato in a chef's hat, one eyebrow raised at your breakfast choices.

interface ChefRoastieProps {
  size?: number;
  expression?: 'smirk' | 'surprised';
  className?: string;
}

const INK = 'var(--color-charcoal)';

export function ChefRoastie({ size = 160, expression = 'smirk', className }: ChefRoastieProps) {
  return (
    <svg
      viewBox="0 0 160 160"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="151" rx="46" ry="6" fill={INK} opacity=".08" />
      <ellipse cx="80" cy="100" rx="54" ry="47" fill="var(--color-tomato-500)" />
      <ellipse
        cx="40"
        cy="104"
        rx="6"
        ry="13"
        fill="#fff"
        opacity=".3"
        transform="rotate(20 40 104)"
      />
      <path d="M108 60c10-12 26-13 34-6-8 12-22 14-34 6z" fill="var(--color-basil-600)" />
      <path
        d="M46 64V46a16 16 0 0 1 14-24 22 22 0 0 1 40 0 16 16 0 0 1 14 24v18z"
        fill="var(--color-cream)"
        stroke={INK}
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path d="M46 54h68" stroke={INK} strokeWidth="3.5" />
      <path d="M68 50V36M80 50V31M92 50V36" stroke={INK} strokeWidth="2.5" opacity=".25" />
      <g fill={INK}>
        <circle cx="64" cy="98" r="5.5" />
        <circle cx="96" cy="98" r="5.5" />
      </g>
      <g fill="#fff">
        <circle cx="66" cy="96" r="1.7" />
        <circle cx="98" cy="96" r="1.7" />
      </g>
      <g stroke={INK} strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M54 84q9-9 18-3" />
        <path d="M88 86q8-3 17 0" />
        {expression === 'smirk' ? (
          <path d="M68 117q12 9 26-3" />
        ) : (
          <ellipse cx="81" cy="119" rx="6" ry="7" />
        )}
      </g>
      <g fill="var(--color-paprika-400)" opacity=".45">
        <circle cx="55" cy="112" r="7" />
        <circle cx="105" cy="112" r="7" />
      </g>
    </svg>
  );
}
