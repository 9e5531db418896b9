// The panel as an app on a phone's home screen: its web app manifest and icons (written by
// scripts/panel-icons.ts into public/admin/) are linked from the panel's pages only — by the
// served head of /admin and by the panel itself while it is shown — never from a public page.

export const PANEL_APP = {
  start: '/admin',
  /** Only the panel's addresses open in the installed app; a link to the site opens the browser. */
  scope: '/admin',
} as const;

/** The tags the panel's head carries, as attribute lists (server and app write them alike). */
export const PANEL_HEAD_TAGS: readonly { tag: 'link' | 'meta'; attrs: Record<string, string> }[] = [
  { tag: 'link', attrs: { rel: 'manifest', href: '/admin/manifest.webmanifest' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/admin/apple-touch-icon.png' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-title', content: 'Panel' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' } },
  { tag: 'meta', attrs: { name: 'apple-mobile-web-app-status-bar-style', content: 'default' } },
];
