/** The Roastie mark: a tomato in a chef's hat (the same drawing as public/favicon.svg). */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="39" r="22" fill="var(--color-tomato-500)" />
      <ellipse cx="21" cy="40" rx="4" ry="7" fill="#fff" opacity=".3" />
      <path d="M44 29c5-6 12-6 15-3-4 6-10 7-15 3z" fill="var(--color-basil-600)" />
      <path
        d="M18 27v-8a7 7 0 0 1 6-10 9 9 0 0 1 16 0 7 7 0 0 1 6 10v8z"
        fill="var(--color-cream)"
        stroke="var(--color-charcoal)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M18 22h28" stroke="var(--color-charcoal)" strokeWidth="3" />
    </svg>
  );
}
