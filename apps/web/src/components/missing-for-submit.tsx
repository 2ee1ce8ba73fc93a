import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCircleCheck, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';

/** A refusal's message in the chosen language, by the key the server sent with it. */
export function messageOf({ message, key, params }: FieldError): string {
  return translateMessage(message, key ? { key, params } : undefined);
}

interface MissingForSubmitProps {
  /** What the submit would refuse with now: one entry a hub section or holder step. */
  items: FieldError[];
  /** Where an item is done (open its section, its holder), or undefined when there is nowhere to go yet. */
  actionOf: (item: FieldError) => (() => void) | undefined;
}

/**
 * Before the final submit: each part of the application still to be done, each a way to it, or that
 * nothing is. Not an error: where the customer is. A polite live region, so a save elsewhere on the
 * page that shortens the list is heard.
 */
export function MissingForSubmit({ items, actionOf }: MissingForSubmitProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title={t('form.readyToSubmit')}>
        {t('form.allFilledIn')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<IconListCheck aria-hidden />} role="status" title={t('form.stillToDo')}>
      <List size="sm" spacing={6}>
        {items.map((item) => {
          const action = actionOf(item);
          return (
            <List.Item key={`${item.field}:${item.message}`}>
              {action ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  underline="always"
                  // A button is a box of its own: aligned at the top, its bullet stays by its first line.
                  style={{ verticalAlign: 'top' }}
                  onClick={action}
                >
                  {messageOf(item)}
                </Anchor>
              ) : (
                <Text span size="sm">
                  {messageOf(item)}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
