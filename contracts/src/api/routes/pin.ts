import {
  CompletePinResetBodySchema,
  DeletePinBodySchema,
  PinResetRequestBodySchema,
  PinResetRequestedSchema,
  PinStatusSchema,
  SetPinBodySchema,
} from '../../schemas/pin.js';
import { route } from '../route.js';

/** The transaction PIN and its e-mailed reset. */
export const PinRoutes = {
  status: route({
    method: 'GET',
    path: '/api/pin',
    tag: 'settings',
    access: 'recipient',
    response: PinStatusSchema,
    summary: 'Whether a transaction PIN is set and whether it is locked',
  }),
  set: route({
    method: 'PUT',
    path: '/api/pin',
    rateLimit: 'pin',
    tag: 'settings',
    access: 'recipient',
    body: SetPinBodySchema,
    response: PinStatusSchema,
    errors: [400, 403, 423, 429],
    summary:
      'Set or replace the 6-digit transaction PIN (hashed on the server). Replacing needs `currentPin` (counted like any PIN attempt); a forgotten or locked PIN is replaced through the e-mailed reset link only',
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/pin',
    rateLimit: 'pin',
    tag: 'settings',
    access: 'recipient',
    body: DeletePinBodySchema,
    response: PinStatusSchema,
    errors: [400, 403, 423, 429],
    summary: 'Delete the transaction PIN: needs `currentPin` (counted like any PIN attempt); failed attempts and a lock are kept',
  }),
  requestReset: route({
    method: 'POST',
    path: '/api/pin/reset-request',
    rateLimit: 'pinReset',
    tag: 'settings',
    access: 'recipient',
    body: PinResetRequestBodySchema,
    response: PinResetRequestedSchema,
    errors: [429],
    summary:
      'Mail a single-use PIN reset link (30 minutes) to the account address; a new request supersedes the last link. The answer is the same whatever happens',
  }),
  completeReset: route({
    method: 'POST',
    path: '/api/pin/reset',
    rateLimit: 'pin',
    tag: 'settings',
    access: 'recipient',
    body: CompletePinResetBodySchema,
    response: PinStatusSchema,
    errors: [400, 429],
    summary:
      'Use a PIN reset link (signed in as its owner): sets the new PIN, clears the lock and failed attempts, spends the link; money cannot leave the account for 24 hours',
  }),
} as const;
