import { z } from 'zod';
import { messages } from '../messages.js';
import { LANGUAGES } from '../rules/languages.js';

export const languageSchema = z.enum(LANGUAGES, { error: messages.languageInvalid });

/** The customer's chosen language, kept on their record so it follows them to another device (decision 030). */
export const setLanguageRequestSchema = z.strictObject({ Language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;
