import { z } from 'zod';
import {
  CheckResetTokenRequestSchema,
  CheckResetTokenResultSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '../../schemas/password-reset.js';
import { RegistrationRequestSchema, RegistrationResultSchema } from '../../schemas/registration.js';
import { route } from '../route.js';

/** Registration and the password reset, before signing in. */
export const AuthRoutes = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    rateLimit: 'account',
    tag: 'public',
    access: 'public',
    status: 201,
    body: RegistrationRequestSchema,
    response: RegistrationResultSchema,
    errors: [400],
    summary: 'Register a grant recipient (account starts pending approval; an address that has an account gets the same answer, and its owner an e-mail)',
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    rateLimit: 'account',
    tag: 'public',
    access: 'public',
    body: ForgotPasswordRequestSchema,
    response: z.object({ accepted: z.literal(true) }),
    errors: [400, 429],
    summary: 'E-mail a one-time reset link (24 h); answers the same for unknown addresses',
  }),
  checkResetToken: route({
    method: 'POST',
    path: '/api/auth/reset-password/check',
    rateLimit: 'account',
    tag: 'public',
    access: 'public',
    body: CheckResetTokenRequestSchema,
    response: CheckResetTokenResultSchema,
    errors: [400],
    summary: 'Whether a reset link is still valid (unused and not expired)',
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    rateLimit: 'account',
    tag: 'public',
    access: 'public',
    body: ResetPasswordRequestSchema,
    response: z.object({ reset: z.literal(true) }),
    errors: [400, 410],
    summary: 'Set a new password with a reset link; the link works once',
  }),
} as const;
