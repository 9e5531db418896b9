import { backupStatus } from './backup-status';
import { createAdministrator } from './create-administrator';
import { challengeFactor, enrollFactor, otherFactorPaths, unenrollFactor, verifyFactor } from './factors';
import { getUser } from './get-user';
import { logout } from './logout';
import { recover } from './recover';
import type { AuthRoute } from './route';
import { settings } from './settings';
import { signingKeys } from './signing-keys';
import { signup } from './signup';
import { token } from './token';
import { updateUser } from './update-user';
import { verifyRecovery } from './verify-recovery';

/**
 * Every /auth/v1 route the embedded backend provides (the part of Supabase Auth that supabase-js
 * uses for password sessions, MFA and recovery), in the order they are tried: the first whose
 * method and path fit answers.
 */
export const AUTH_ROUTES: readonly AuthRoute[] = [
  signingKeys,
  verifyRecovery,
  token,
  getUser,
  updateUser,
  createAdministrator,
  backupStatus,
  enrollFactor,
  unenrollFactor,
  challengeFactor,
  verifyFactor,
  otherFactorPaths,
  logout,
  recover,
  signup,
  settings,
];
