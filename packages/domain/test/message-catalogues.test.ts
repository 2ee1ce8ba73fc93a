import { describe, expect, it } from 'vitest';
import { messages } from '../src/index.js';
import { translateMessage } from '../src/locales/catalogues.js';

// The server's messages in the form's language: the PDF names a returned section as the screens do.
describe('translateMessage for the server', () => {
  it('gives a catalogue message in Marathi and Hindi, by its English text', () => {
    expect(translateMessage('hi', messages.stepFamily)).toBe('परिवार की जानकारी');
    expect(translateMessage('mr', messages.sectionNomination)).toBe('नामनिर्देशन फॉर्म DA-1');
    expect(translateMessage('en', messages.stepFamily)).toBe('Family Details');
  });

  it('leaves English what the catalogue does not have as a plain message', () => {
    expect(translateMessage('hi', 'Photo blurred')).toBe('Photo blurred');
    // A template's filled text needs its arguments translated too: it stays as it came.
    expect(translateMessage('mr', 'Account holder 2')).toBe('Account holder 2');
  });
});
