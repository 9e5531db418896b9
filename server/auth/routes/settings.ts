import { sendJson } from '../../http/respond';
import { authRoute } from './route';

// GET /auth/v1/settings: what this Auth offers (email and password; no signups).
export const settings = authRoute({
  name: 'settings',
  methods: ['GET'],
  path: 'settings',
  access: 'key',
  input: {},
  handle: async ({ res }) =>
    sendJson(res, 200, {
      external: { email: true },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
    }),
});
