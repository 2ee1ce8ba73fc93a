import { messages, messageTemplates, type MessageKey, type MessageTemplateKey } from './messages.js';

/** A message as a key of the catalogue and the arguments of its template, for a client to translate. */
export interface MessageRef {
  key: MessageKey | MessageTemplateKey;
  params?: Record<string, string>;
}

const keyByText = new Map<string, MessageKey>(Object.entries(messages).map(([key, text]) => [text, key as MessageKey]));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const templateMatchers = Object.entries(messageTemplates).map(([key, template]) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  // A number is digits: 'Account holder {number}' must not read a whole sentence that starts with it.
  const pattern = escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) =>
    name === 'number' ? '(\\d+)' : '(.+?)',
  );
  return { key: key as MessageTemplateKey, names, pattern: new RegExp(`^${pattern}$`) };
});

/**
 * The catalogue key of an English message, and its arguments for a template's. The schemas and
 * services keep writing the spec's English text; the one error handler and the web's message display
 * find the key from it, so no rule has to carry a key beside its text (docs/decisions/030).
 */
export function describeMessage(text: string): MessageRef | undefined {
  const key = keyByText.get(text);
  if (key) return { key };
  for (const matcher of templateMatchers) {
    const match = matcher.pattern.exec(text);
    if (match) {
      return {
        key: matcher.key,
        params: Object.fromEntries(matcher.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return undefined;
}
