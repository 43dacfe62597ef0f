// The zod schemas of pin.ts's payloads: for the servers, the API's route declarations and the forms that
// validate. Not in the browser entry (web.ts), so a page that only shows data loads no zod.
import { z } from 'zod';
import { pinRule, PIN_PATTERN, PinMessages, newPinRule, PIN_CHANGES } from '../pin.js';

/** A PIN to check (transfers, payments, withdrawals): six digits. */
export const PinEntrySchema = z.string().max(12).meta(pinRule);
export const PinSchema = z.string().regex(PIN_PATTERN, PinMessages.length);
export const VerifyPinBodySchema = z.object({ pin: PinSchema });

/**
 * What proves a change of an existing PIN: the current PIN (an attempt like any verification). A first
 * PIN needs none; a forgotten or locked one is replaced through the e-mailed reset link only.
 */
const PinProofFields = { currentPin: z.string().regex(PIN_PATTERN, PinMessages.currentPinLength).optional() };

const NewPinSchema = z.string().max(12).meta(newPinRule);
export const SetPinBodySchema = z.object({ pin: NewPinSchema, confirmPin: NewPinSchema, ...PinProofFields });
export const DeletePinBodySchema = z.object(PinProofFields);

/** The random token of a PIN reset link (base64url of 32 bytes; the server keeps only its SHA-256). */
export const PinResetTokenSchema = z.string().min(20).max(200);
/** Asking for a reset link: nothing but the signed-in caller. */
export const PinResetRequestBodySchema = z.object({}).strict();
export const PinResetRequestedSchema = z.object({ requested: z.literal(true) });
/** Using the link: its token and the new PIN, twice. */
export const CompletePinResetBodySchema = z.object({ token: PinResetTokenSchema, pin: NewPinSchema, confirmPin: NewPinSchema });

export const PinStatusSchema = z.object({ hasPin: z.boolean(), lockedUntil: z.string().nullable() });
/** The ledger's side of a change: the current PIN to check there. */
const PinChangeProofFields = { currentPin: z.string().max(12).optional() };
export const SetPinRequestSchema = z.object({ userId: z.string().uuid(), pin: z.string().max(12), confirmPin: z.string().max(12), ...PinChangeProofFields });
export const DeletePinRequestSchema = z.object({ userId: z.string().uuid(), ...PinChangeProofFields });
export const PinResetRequestSchema = z.object({ userId: z.string().uuid() });
export const CompletePinResetRequestSchema = CompletePinResetBodySchema.extend({ userId: z.string().uuid() });
export const VerifyPinRequestSchema = z.object({ userId: z.string().uuid(), pin: z.string().max(12) });

/**
 * accounts-kyc mails a PIN reset link (ledger → accounts-kyc, a direct request: the raw token is in no
 * durable event). The mail is rendered in the recipient's language and queued at once.
 */
export const PinResetMailRequestSchema = z.object({ userId: z.string().uuid(), linkId: z.string().uuid(), token: PinResetTokenSchema, expiresAt: z.string() });
export const PinChangedEventSchema = z.object({ userId: z.string().uuid(), change: z.enum(PIN_CHANGES), at: z.string() });
