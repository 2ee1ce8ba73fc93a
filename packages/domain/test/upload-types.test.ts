import { describe, expect, it } from 'vitest';
import {
  ANY_FLOW_VARIANT,
  FIRST_HOLDER_VARIANT,
  FORM_TYPE,
  holderOneVariant,
  messages,
  OTHER_HOLDER_VARIANT,
  SECOND_FLOW_VARIANT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGES,
  uploadHelpText,
  wrongFileTypeMessage,
  type UploadFileType,
  type UploadLimit,
} from '../src/index.js';

describe('wrongFileTypeMessage: the message for a file of none of the allowed types (holder-wizards.md §5)', () => {
  it.each<[readonly UploadFileType[], string]>([
    [['image/jpeg', 'image/png'], messages.wrongFileType],
    [['image/png', 'image/jpeg'], messages.wrongFileType],
    [['image/jpeg', 'application/pdf'], messages.wrongFileTypeJpgPdf],
    [['application/pdf', 'image/jpeg'], messages.wrongFileTypeJpgPdf],
    [['image/jpeg', 'image/png', 'application/pdf'], 'Kindly upload document in JPG,JPEG,PNG,PDF format only'],
    [['image/jpeg'], 'Kindly upload document in JPG,JPEG format only'],
    [['application/pdf'], 'Kindly upload document in PDF format only'],
  ])('for %j answers %j', (allowed, message) => {
    expect(wrongFileTypeMessage(allowed)).toBe(message);
  });

  it('words the spec messages exactly', () => {
    expect(messages.wrongFileType).toBe('Kindly upload document in JPG,JPEG,PNG format only');
    expect(messages.wrongFileTypeJpgPdf).toBe('Kindly upload document in JPG,JPEG,PDF format only');
  });
});

describe('the PAN document types of each flow', () => {
  it.each([
    ['first-holder wizard', FIRST_HOLDER_VARIANT, ['image/jpeg', 'image/png'], messages.wrongFileType],
    ['other-holder wizard', OTHER_HOLDER_VARIANT, ['image/jpeg', 'image/png'], messages.wrongFileType],
    ['second flow', SECOND_FLOW_VARIANT, ['image/jpeg', 'application/pdf'], messages.wrongFileTypeJpgPdf],
    [
      'any flow',
      ANY_FLOW_VARIANT,
      ['image/jpeg', 'image/png', 'application/pdf'],
      'Kindly upload document in JPG,JPEG,PNG,PDF format only',
    ],
  ])('%s takes %j', (_flow, variant, types, message) => {
    expect([...variant.panFileTypes].sort()).toEqual([...types].sort());
    expect(wrongFileTypeMessage(variant.panFileTypes)).toBe(message);
  });

  it.each([
    [FORM_TYPE.existingCustomerFixedDeposit, ['image/jpeg', 'application/pdf']],
    [FORM_TYPE.fixedDeposit, ['image/jpeg', 'image/png']],
  ])('holder 1 of account type %i takes %j as PAN', (accountTypeId, types) => {
    expect([...holderOneVariant(accountTypeId).panFileTypes].sort()).toEqual([...types].sort());
  });
});

describe('uploadHelpText: the types and size an upload takes, shown before anything is chosen', () => {
  it.each<[readonly UploadFileType[], UploadLimit, string]>([
    [['image/png', 'image/jpeg'], 'photo', 'JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.'],
    [['image/jpeg', 'image/png'], 'document', 'JPG, JPEG or PNG, up to 5 MB. Bigger photos are shrunk to fit.'],
    [['application/pdf', 'image/jpeg'], 'document', 'JPG, JPEG or PDF, up to 5 MB. Bigger photos are shrunk to fit.'],
    [['application/pdf'], 'document', 'PDF, up to 5 MB.'],
  ])('for %j as a %s answers %j', (allowed, limit, help) => {
    expect(uploadHelpText(allowed, limit)).toBe(help);
  });

  it('names the same bounds as the too-large messages the server gives', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({ photo: 2 * 1024 * 1024, document: 5 * 1024 * 1024 });
    expect(UPLOAD_TOO_LARGE_MESSAGES).toEqual({
      photo: 'The photo must be at most 2 MB',
      document: 'The document must be at most 5 MB',
    });
  });
});
