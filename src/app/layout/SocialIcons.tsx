import styles from './SocialIcons.module.css';

// Icons for the footer's networks, drawn to share one stroke weight (SocialIcons.module.css).
// Decorative: each link is named for its network.

const icon = (kind: string) => <span className={`${styles.icon} ${styles[kind]}`} aria-hidden="true" />;

export const WhatsAppIcon = () => icon('whatsapp');

/** The icon for a network the studio names in its settings; a plain link icon for any other. */
export function SocialIcon({ network }: { network: string }) {
  const name = network.trim().toLowerCase();
  return icon(name === 'facebook' || name === 'instagram' ? name : 'link');
}
