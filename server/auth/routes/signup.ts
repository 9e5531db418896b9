import { authError } from '../../http/errors';
import { authRoute } from './route';

// /auth/v1/signup, any method: accounts are made by an administrator, never by signing up.
export const signup = authRoute({
  name: 'signup (disabled)',
  methods: 'any',
  path: 'signup',
  access: 'key',
  input: {},
  handle: async () => {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  },
});
