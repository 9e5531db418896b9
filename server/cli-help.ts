/** `npm run admin -- --help`. */
export const HELP = `Embedded backend of the studio portfolio: Supabase-compatible REST, Auth and Storage on
PGlite, serving the built app. No account, no Docker, no network.

Usage: npm run admin -- <command> [options]      (npm start = build if changed + start)

Commands:
  start                         Serve the API and the built app (default)
  dev                           Same, with Vite's dev server and hot reload for the app
  status                        Print the API URL, the publishable and secret keys and the legacy anon
                                and service_role JWT keys (like \`supabase status\`)
  rotate-signing-key            A new ES256 key signs access tokens from now on; the previous one
                                stays in the JWKS and keeps verifying the tokens it signed for 24 h
  create-admin <email> [--password P]
                                Create an administrator, or reset its password and make it one;
                                without --password a random one is generated and printed
  create-user <email> [--password P]
                                Create a signed-in user who is NOT an administrator (reads only)
  remove-admin <email>          Take administrator rights away (the user stays)
  reset-mfa <email>             Remove the account's two-step sign-in (a lost phone) and end its
                                sessions; it signs in with its password alone and may enroll again
  clear-user-metadata <email>   Empty the account's user_metadata (one stored over 4 KiB before
                                that bound existed is left out of its access tokens meanwhile)
  backup <file.tar.gz>          Write a consistent backup (rows, users, every stored file, checksums);
                                works while the server runs
  restore <file.tar.gz> [--force]
                                Restore a backup into an empty DATA_DIR (server stopped); --force
                                replaces a non-empty one, keeping it aside
  restore --remote <name|latest> [--force]
                                The same from an off-site backup (BACKUP_S3_*): fetched into
                                BACKUP_DIR (what it lacks), decrypted, checked, then restored
  migrate                       Apply the migrations the data dir lacks (server stopped; a start
                                applies them too); used by \`npm run update\`
  remote-backups                List the off-site backups (BACKUP_S3_*), oldest first
  push --url <supabase url> [--secret-key-stdin] [--dry-run]
                                Copy everything to a hosted Supabase project (files, then rows with
                                their media URLs rewritten); a second run changes nothing. The
                                project's secret key (sb_secret_…, or the legacy service_role key)
                                comes from SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) or,
                                with --secret-key-stdin, the first line of standard input
                                (--secret-key <key> also works, but shows it in \`ps\`; the older
                                --service-key* flags too). Redirects are never followed; each
                                request must end within 60 s
  (create-admin, create-user, remove-admin, reset-mfa, clear-user-metadata, rotate-signing-key and
  backup work with the server up or down: when it runs they go through its owner-only socket DATA_DIR/admin.sock)
  --help                        This text

Environment:
  PORT                 HTTP port (default 3000)
  HOST                 Interface to listen on (default 0.0.0.0; with dev: 127.0.0.1)
  DATA_DIR             Database, files and keys (default ./.data)
  ADMIN_EMAIL          First start: administrator email (default admin@estudio.local)
  ADMIN_PASSWORD       First start: administrator password (default: generated, printed once and
                       saved in DATA_DIR/admin-credentials.txt with owner-only permissions; the
                       file is removed once that account's password changes)
  SITE_URL             Absolute URL visitors reach the site at (e.g. https://albanogal.mx): canonical
                       URLs, link previews, sitemap.xml and robots.txt (default: the request's origin)
  TRUST_PROXY          "true" behind a reverse proxy that sets X-Forwarded-Host/-Proto/-For: then
                       those headers count (default false: they are ignored)
  DB_MAX_ROWS          Most rows one REST read answers, like PostgREST's db-max-rows (default 1000)
  MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS, IDLE_TIMEOUT_S, SHUTDOWN_GRACE_S
                       Open connections in all (1024) and, per address, those held without a
                       request under way (a 64th of that, 16; not with TRUST_PROXY),
                       silence before a connection closes (60 s), time given to requests and
                       uploads under way on SIGTERM (10 s)
  RENDER_CONCURRENCY, RENDER_QUEUE, RENDER_CACHE_MB, RENDERS_PER_MINUTE
                       Image transformations: renders at once (1), waiting (64), disk kept (512 MB),
                       new sizes per address per minute (120); see docs/SECURITY.md
  BACKUP_DIR           Scheduled backups while the server runs go here, deduplicated
                       (default: <DATA_DIR>-backups; off: none)
  BACKUP_EVERY         Their period: 30m, 6h, 1d… (default 24h; at least 1m)
  BACKUP_KEEP          How many of the newest to keep; older ones are deleted (default 14)
  BACKUP_FIRST_AFTER   The first backup after a start with none kept yet, or after a restore
                       (default 1m; 30s, 10m…)
  BACKUP_S3_BUCKET, BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY_ID,
  BACKUP_S3_SECRET_ACCESS_KEY, BACKUP_S3_PREFIX, BACKUP_S3_PASSPHRASE
                       Copy each scheduled backup to an S3-compatible bucket (R2, B2, Wasabi,
                       Supabase Storage's S3…), encrypted with a key from the passphrase (at
                       least 16 characters; keep it elsewhere: without it nothing there can be
                       read) and deduplicated there too; prefix default estudio/
  LOG_REQUESTS         "1" adds one line per request to the log (default: off with start, on with
                       dev); errors and security events (refused sign-ins) are always logged
  SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM
                       Mail server for '¿Olvidaste tu contraseña?' (port 587 by default, 465 = TLS;
                       with SITE_URL, which the link names); unset: the login page says to ask
                       another administrator for a one-time password ('Cuenta'), or create-admin
  SEED                 "false" to start without the demo content (default: load it on first start)
  VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY (or the older VITE_SUPABASE_ANON_KEY)
                       Build-time: point the app at a hosted Supabase project instead of this server.
                       Set for \`start\` too: hosted mode, the built app served in front of that
                       project (no database here), each page's head, robots.txt and sitemap.xml
                       read from it
  HOSTED_CACHE_S       Hosted mode: how long the project's content is kept between reads (default 60)
`;
