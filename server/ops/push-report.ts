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

/** An administrator of the source site, as `npm run admin -- administrators` lists it. */
export interface SourceAdministrator {
  email: string;
  /** Signs in with a second step here: factors do not travel. */
  two_step: boolean;
}

/**
 * What must be redone on the target: passwords and second factors do not travel. Each
 * administrator is recreated on the target, then named one (SQL for the first; the others can
 * then be named from the panel's 'Cuenta' view), and enrolls its authenticator app again.
 */
export function administratorsSql(admins: SourceAdministrator[]): string {
  if (admins.length === 0) return '\nNo administrators to recreate.';
  const twoStep = admins.filter((a) => a.two_step).map((a) => a.email);
  return [
    '',
    'Administrators (passwords do not travel). Invite or create each in the target project',
    '(Authentication > Users), then name them administrators in its SQL editor (once one is, it can',
    "name the others from the panel: 'Cuenta' > 'Administradores'):",
    '',
    ...admins.map(
      ({ email }) =>
        `  insert into private.administrators (user_id) select id from auth.users where email = '${email.replaceAll("'", "''")}' on conflict do nothing;`,
    ),
    ...(twoStep.length === 0
      ? []
      : [
          '',
          'Two-step sign-in does not travel either (its secrets stay here). After signing in on the new',
          "site, each of these enrolls its authenticator app again in 'Cuenta' > 'Verificación en dos pasos':",
          ...twoStep.map((email) => `  ${email}`),
        ]),
  ].join('\n');
}
