export function Flourish({ className = 'w-40 text-gold' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 160 16"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1}
    >
      <path d="M0 8h62M98 8h62" />
      <path d="M80 3c-3.5 1.6-5.5 3.3-6 5 .5 1.7 2.5 3.4 6 5 3.5-1.6 5.5-3.3 6-5-.5-1.7-2.5-3.4-6-5Z" />
      <path d="M66 8c2.5-2.6 5-3 7-2M94 8c-2.5-2.6-5-3-7-2M66 8c2.5 2.6 5 3 7 2M94 8c-2.5 2.6-5 3-7 2" />
    </svg>
  );
}

export function Sprig({ className = 'h-40 w-40 text-sage' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.2}
      strokeLinecap="round"
    >
      <path d="M12 112C40 86 62 58 100 10" />
      <path d="M30 94c-10-2-16-8-18-18 10 1 16 7 18 18ZM30 94c2-10 8-16 18-18-1 10-7 16-18 18Z" />
      <path d="M48 74c-10-2-16-8-18-18 10 1 16 7 18 18ZM48 74c2-10 8-16 18-18-1 10-7 16-18 18Z" />
      <path d="M66 52c-9-3-14-9-15-19 9 2 14 8 15 19ZM66 52c3-9 9-14 19-15-2 9-8 14-19 15Z" />
      <path d="M84 31c-7-3-11-8-12-16 8 2 11 7 12 16ZM84 31c3-7 8-11 16-12-2 8-7 11-16 12Z" />
    </svg>
  );
}
