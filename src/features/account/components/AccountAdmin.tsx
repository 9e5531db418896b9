import { useState } from 'react';
import view from '../../../styles/settings-view.module.css';
import { AdministratorsSection } from './AdministratorsSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

// The panel's 'Cuenta' view: the signed-in administrator's password, its two-step
// sign-in, where it is signed in, and the studio's administrators. Everything goes through
// supabase-js, so it works the same on a hosted project and on the embedded backend (the only
// difference, creating an account, is in api/administrators.ts).
export function AccountAdmin({ studioName }: { studioName: string }) {
  // A password change or a new two-step level ends sessions: the list reloads after either.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <div className={view.sections}>
      <PasswordSection onChanged={changed} />
      <TwoStepSection issuer={studioName} onChanged={changed} />
      <SessionsSection version={version} />
      <AdministratorsSection />
    </div>
  );
}
