import { describe, expect, it } from 'vitest';
import { describeMessage } from '../src/message-keys.js';
import { messages, messageTemplates, namedMessages, reviewMessages } from '../src/messages.js';
import { depositMessages, RETURNABLE_SECTION_HEADINGS } from '../src/index.js';

describe('the message catalogue keys', () => {
  it('finds the key of every message of the catalogue from its English text', () => {
    // Keys that share a text (the spec's two 'Please select Proof of Identity!', the two PAN and the two
    // e-mail messages that say what is expected) name the same words, and are translated alike.
    const shared = [messages.selectProofOfIdentity, messages.panInvalid, messages.emailInvalid];
    expect(messages.panFormatInvalid).toBe(messages.panInvalid);
    expect(messages.wizardEmailInvalid).toBe(messages.emailInvalid);
    for (const [key, text] of Object.entries(messages)) {
      expect(messages[describeMessage(text)?.key as keyof typeof messages]).toBe(text);
      if (!(shared as string[]).includes(text)) expect(describeMessage(text)?.key).toBe(key);
    }
  });

  it('finds a template and its arguments from the filled-in text', () => {
    expect(namedMessages.proofNumberRequired('Aadhaar Card')).toBe('Please enter Document Number for Aadhaar Card!');
    expect(describeMessage(namedMessages.proofNumberRequired('Aadhaar Card'))).toEqual({
      key: 'proofNumberRequired',
      params: { proof: 'Aadhaar Card' },
    });
    expect(describeMessage(namedMessages.familyFirstNameRequired("Father's"))).toEqual({
      key: 'familyFirstNameRequired',
      params: { who: "Father's" },
    });
    expect(Object.keys(messageTemplates)).toContain('sameValueTwice');
  });

  it('reads a holder step not saved whole, the holder with or without a name as its argument', () => {
    const holder = namedMessages.accountHolder(1, 'Asha Ramesh Patil');
    expect(describeMessage(namedMessages.holderStepNotSaved(holder, 'Terms and conditions'))).toEqual({
      key: 'holderStepNotSaved',
      params: { holder: 'Account holder 1 (Asha Ramesh Patil)', step: 'Terms and conditions' },
    });
    expect(describeMessage(holder)).toEqual({
      key: 'accountHolderNamed',
      params: { number: '1', name: 'Asha Ramesh Patil' },
    });
    expect(describeMessage(namedMessages.accountHolder(2, ''))).toEqual({
      key: 'accountHolderNumber',
      params: { number: '2' },
    });
  });

  it('has no key for a text outside the catalogue', () => {
    expect(describeMessage('Something else entirely')).toBeUndefined();
  });

  // Decision 030: the customer reads these on the hub and /Status, so they are shown in their language.
  it('has every section a branch returns and the review answers a customer reads', () => {
    for (const heading of RETURNABLE_SECTION_HEADINGS) expect(describeMessage(heading), heading).toBeDefined();
    expect(describeMessage(reviewMessages.returnedSectionOnly)).toEqual({ key: 'returnedSectionOnly' });
    expect(describeMessage(reviewMessages.resubmitted)).toEqual({ key: 'resubmitted' });
  });

  it('has the FD and RD bounds as templates, their amounts in ₹ as arguments', () => {
    expect(depositMessages.depositAmountRange).toBe('Deposit Amount must be between ₹1,000 and ₹1,00,00,000');
    expect(describeMessage(depositMessages.depositAmountRange)).toEqual({
      key: 'depositAmountRange',
      params: { min: '₹1,000', max: '₹1,00,00,000' },
    });
    for (const text of Object.values(depositMessages)) expect(describeMessage(text), text).toBeDefined();
  });
});
