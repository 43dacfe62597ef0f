import { z } from 'zod';
import { ADMIN_LIST_MAX } from '../admin-users.js';
import { AdminIdentitySchema } from '../schemas/admin-users.js';
import {
  ChangePasswordRequestSchema,
  CheckResetTokenRequestSchema,
  CheckResetTokenResultSchema,
  ForgotPasswordRequestSchema,
  PasswordChangedEventSchema,
  ResetPasswordRequestSchema,
} from '../schemas/password-reset.js';
import { RegistrationRequestSchema, RegistrationResultSchema } from '../schemas/registration.js';
import { event, rpc } from './contract.js';

/** The request subjects identity (sign-up, passwords, admin identities) answers. */
export const IdentityRpc = {
  identityRegister: rpc('identity.register', RegistrationRequestSchema, RegistrationResultSchema),
  identityForgotPassword: rpc('identity.password.forgot', ForgotPasswordRequestSchema, z.object({ accepted: z.literal(true) })),
  identityCheckResetToken: rpc('identity.password.check', CheckResetTokenRequestSchema, CheckResetTokenResultSchema),
  identityResetPassword: rpc('identity.password.reset', ResetPasswordRequestSchema, z.object({ reset: z.literal(true) })),
  identityChangePassword: rpc('identity.password.change', ChangePasswordRequestSchema, z.object({ changed: z.literal(true) })),
  identityAdmins: rpc('identity.admins.describe', z.object({ ids: z.array(z.string().uuid()).max(200) }), z.array(AdminIdentitySchema)),
  /** Every holder of the admin realm role (the admin test page). */
  identityAdminList: rpc('identity.admins.list', z.object({}), z.object({ admins: z.array(AdminIdentitySchema).max(ADMIN_LIST_MAX), more: z.boolean() })),
} as const;

/** The integration events identity publishes. */
export const IdentityEvents = {
  /** A password was changed or reset (the user is mailed a security notice). */
  passwordChanged: event('identity.password-changed', PasswordChangedEventSchema),
} as const;
