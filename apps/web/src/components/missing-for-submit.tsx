import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCircleCheck, IconListCheck } from '@tabler/icons-react';
import type { FieldError } from '@/lib/api-client';

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
  if (items.length === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title="Ready to submit">
        Everything is filled in. You can submit.
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<IconListCheck aria-hidden />} role="status" title="Still to do before you can submit:">
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
                  {item.message}
                </Anchor>
              ) : (
                <Text span size="sm">
                  {item.message}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
