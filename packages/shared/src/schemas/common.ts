import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';

/** The request headers the original client sends (spec §7, ARCHITECTURE §2). */
export const HEADER = {
  authorization: 'authorization',
  merchant: 'merchant',
  language: 'language',
  device: 'device',
  encryption: 'encryption',
} as const;

export const DEVICES = ['web', 'mobile', 'app'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
/** A merchant code as operators write it. */
export const merchantCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/);
/** The site headers every call may carry; an unknown language is not an error (it falls back). */
export const siteHeadersSchema = z.object({
  merchant: merchantCodeSchema.optional(),
  language: z.string().max(16).optional(),
  device: z.string().trim().toLowerCase().max(16).optional(),
});

/** An IPv4 or IPv6 address as text. */
export const ipSchema = z.union([z.ipv4(), z.ipv6()]);
