// Line icons for the footer's three networks, drawn to share one stroke weight. Decorative:
// each link is named for its network.
const common = {
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M14 8.5h2.5V5H14c-2.2 0-3.5 1.5-3.5 3.7V11H8v3.4h2.5V21H14v-6.6h2.4l.6-3.4h-3V9.2c0-.4.3-.7.7-.7Z" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.9" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function WhatsAppIcon() {
  return (
    <svg {...common}>
      <path d="M4.2 20.1 5.3 16A8.4 8.4 0 1 1 8.4 19Z" />
      <path d="M9.1 8.4c.2-.5.6-.6.9-.6h.5l.9 2.1-.7.9c.5 1 1.4 1.9 2.5 2.5l.9-.7 2.1.9v.5c0 .6-.6 1.4-1.5 1.4-3 0-6.2-3.1-6.2-6.1 0-.3.2-.6.6-.9Z" />
    </svg>
  );
}

/** Any other network the studio adds: a plain link icon (the link is named for the network). */
export function LinkIcon() {
  return (
    <svg {...common}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  );
}

/** The icon for a network the studio names in its settings. */
export function SocialIcon({ network }: { network: string }) {
  const name = network.trim().toLowerCase();
  if (name === 'facebook') return <FacebookIcon />;
  if (name === 'instagram') return <InstagramIcon />;
  return <LinkIcon />;
}
