import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

/** §3 Customer (trade partner). customerNo is given by the server (C0001, C0002, ...) and never edited. */
export const customerSchema = z.object({
  id: z.uuid(),
  customerNo: z.string(),
  customerName: z.string(),
  phone: z.string(),
  addr: z.string(),
  email: z.string(),
  createTime: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** §5 mainland mobile number: 11 digits starting 13 to 19. */
export const MOBILE_PHONE = /^1[3-9]\d{9}$/;
const MOBILE_PHONE_OR_EMPTY = /^(1[3-9]\d{9})?$/;
const EMAIL_OR_EMPTY = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

/** §5 customer form: name required (max 50); phone, email and address optional. */
const customerFields = {
  customerName: z.string().trim().min(1).max(50),
  phone: z.string().trim().max(11).regex(MOBILE_PHONE_OR_EMPTY).default(''),
  email: z.string().trim().max(100).regex(EMAIL_OR_EMPTY).default(''),
  addr: z.string().trim().max(200).default(''),
};

export const customerListQuerySchema = listQuerySchema({
  customerName: z.string().trim().max(50).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerCreateSchema = z.strictObject(customerFields);
export type CustomerCreate = z.infer<typeof customerCreateSchema>;

/** The number is locked on edit: sending customerNo is refused as an unknown field. */
export const customerUpdateSchema = z.strictObject({ id: z.uuid(), ...customerFields });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

export const customerCreatedSchema = z.object({ id: z.uuid(), customerNo: z.string() });
export type CustomerCreated = z.infer<typeof customerCreatedSchema>;
