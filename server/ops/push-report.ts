import type { PushReport } from './push';

/** The final report of a push: files and rows copied, skipped and failed (with the reasons). */
export function formatPushReport(report: PushReport, dryRun: boolean): string {
  const verb = dryRun ? 'would copy' : 'copied';
  const lines = [
    `Files: ${report.files.copied} ${verb}, ${report.files.skipped} already there, ${report.files.failed.length} failed`,
  ];
  for (const [table, r] of Object.entries(report.rows)) {
    lines.push(
      `${table}: ${r.inserted} ${dryRun ? 'to insert' : 'inserted'}, ${r.updated} ${dryRun ? 'to update' : 'updated'}, ${r.skipped} unchanged, ${r.failed.length} failed`,
    );
  }
  const failures = [...report.files.failed, ...Object.values(report.rows).flatMap((r) => r.failed)];
  if (failures.length > 0)
    lines.push('', 'Failed (run push again to retry):', ...failures.map((f) => `  ${f}`));
  return lines.join('\n');
}

/** Passwords do not travel: each administrator is recreated on the target, then named one. */
export function administratorsSql(emails: string[]): string {
  if (emails.length === 0) return '\nNo administrators to recreate.';
  return [
    '',
    'Administrators (passwords do not travel). Invite or create each in the target project',
    '(Authentication > Users), then name them administrators in its SQL editor:',
    '',
    ...emails.map(
      (email) =>
        `  insert into private.administrators (user_id) select id from auth.users where email = '${email.replaceAll("'", "''")}' on conflict do nothing;`,
    ),
  ].join('\n');
}
