import { z } from 'zod';
import { CLIENT_PASSWORD_HASH, sha256Hex } from '../password-hash';
import { CHECK_CODE_DIGITS } from './check-code-rules';
import { dayString, listQuerySchema, readQuerySchema } from './common';

export { CHECK_CODE_DIGITS, CHECK_CODE_TTL_SECONDS } from './check-code-rules';

const clientHash = z.string().regex(CLIENT_PASSWORD_HASH, { error: 'invalid' });

/** §5 Login: 4 to 16 letters or digits; the client trims it. */
export const usernameSchema = z
  .string()
  .trim()
  .min(4)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/, { error: 'invalid' });

/**
 * A check code to type back: its digits drawn as a picture (an SVG data address of strokes with
 * light noise, no text), so the page holds no digits a script could read, and its challenge id.
 */
export const checkCodeSchema = z.object({
  challengeId: z.uuid(),
  image: z.string(),
  expiresIn: z.number().int(),
});
export type CheckCode = z.infer<typeof checkCodeSchema>;

/**
 * What a server keeps of a check code: a digest of the challenge, what it is for (`subject`) and
 * the digits, never the digits themselves.
 */
export const checkCodeDigest = (challengeId: string, subject: string, code: string): string =>
  sha256Hex(`timber-check-code:${challengeId}:${subject}:${code}`);

/**
 * (issue 34) a login's answer to a check code: asked for (400107, its picture in the answer's
 * data) when the account saw many failures lately and the caller's address has not signed in to it
 * lately; both fields together
 */
export const loginCheckCodeShape = {
  captchaId: z.uuid().optional(),
  captcha: z
    .string()
    .regex(new RegExp(`^\\d{${CHECK_CODE_DIGITS}}$`), { error: 'invalid' })
    .optional(),
};

export const loginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: clientHash,
  ...loginCheckCodeShape,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string(), defaultPassword: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Whether the login page offers the free trial (§2 Login): a trial account is configured and can sign in. */
export const trialOfferedSchema = z.object({ offered: z.boolean() });
export type TrialOffered = z.infer<typeof trialOfferedSchema>;

export const changePasswordRequestSchema = z.strictObject({ oldPwd: clientHash, newPwd: clientHash });

/**
 * §7 POST /sys/updatePwd {password hashed}: the new password; (chosen) the old one too (oldPwd),
 * without which a stolen open session could take the account over.
 */
export const updatePasswordRequestSchema = z.strictObject({ oldPwd: clientHash, password: clientHash });

/** §3 Measurement standard option: name and value (a standard's code). */
export const standardOptionSchema = z.object({ name: z.string(), value: z.string() });
export type StandardOption = z.infer<typeof standardOptionSchema>;

export const userInfoSchema = z.object({
  resources: z.array(z.string()),
  isAdmin: z.boolean(),
  nickName: z.string(),
  username: z.string(),
  avatar: z.string(),
  standard: z.array(standardOptionSchema),
  cusShortName: z.string(),
  customerId: z.string(),
  overdue: z.boolean(),
  userType: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const permissionLeafSchema = z.object({ key: z.string(), titleId: z.string() });
/** A node of the permission tree: a menu branch with its routes (two levels, see PERMISSION_TREE). */
export const permissionNodeSchema = permissionLeafSchema.extend({
  children: z.array(permissionLeafSchema).optional(),
});

const operationLogFilters = {
  /** the operator's name, or part of it */
  username: z.string().trim().max(50).optional(),
  /** one operation, by its message id (the choices of /sys/logs/operations) */
  operation: z.string().max(100).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
};
/** §2 Account management, tab Log: by operator, operation and days (the caller's), paged. */
export const operationLogQuerySchema = listQuerySchema(operationLogFilters);
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;
/** The same filters for the workbook (§9 log export), every matching entry. */
export const operationLogExportQuerySchema = readQuerySchema(operationLogFilters);
export type OperationLogFilter = z.infer<typeof operationLogExportQuerySchema>;
/** An operation the log can show: its message id and its name in the caller's language. */
export const operationOptionSchema = z.object({ value: z.string(), label: z.string() });
export const operationLogRecordSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createTime: z.string(),
  ip: z.string(),
  operation: z.string(),
});

/** §5: a mainland mobile number, at most 11 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, { error: 'invalid' });

/** An e-mail address as reset codes and the user form take it: trimmed, lower-cased, at most 254 characters. */
export const EMAIL_MAX = 254;
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .regex(EMAIL_ADDRESS, { error: 'invalid' });

const resetCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid' });

export const sendResetCodeRequestSchema = z.strictObject({ phone: phoneSchema });
/** (chosen) POST /sys/mail/findPwd: a reset code to the e-mail address of an account. */
export const sendResetMailRequestSchema = z.strictObject({ email: emailSchema });
/** The code with the phone it was texted to, or the address it was mailed to (one of the two). */
export const resetPasswordRequestSchema = z
  .strictObject({
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    code: resetCodeSchema,
    password: clientHash,
  })
  .refine((body) => (body.phone === undefined) !== (body.email === undefined), {
    error: 'phone or email, one of the two',
    path: ['phone'],
  });
