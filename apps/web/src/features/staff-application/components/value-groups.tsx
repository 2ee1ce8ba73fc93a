import { Accordion, Badge, Group, Text } from '@mantine/core';
import { STATUS_STYLE } from '@/components/application-status';
import type { ValueGroup } from '../application-values';
import { ValueList } from '@/components/value-list';

/**
 * Steps or sections as an accordion, the saved ones open: each heading is the step's name as the
 * wizard shows it, with whether it is saved.
 */
export function ValueGroups({ groups, headingOrder }: { groups: readonly ValueGroup[]; headingOrder: 3 | 4 }) {
  return (
    <Accordion
      multiple
      variant="separated"
      order={headingOrder}
      defaultValue={groups.filter((group) => group.saved).map((group) => group.key)}
    >
      {groups.map((group) => (
        <Accordion.Item key={group.key} value={group.key}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
              <Text fw={600}>{group.heading}</Text>
              <Badge {...STATUS_STYLE[group.saved ? 'Completed' : 'Partially Filled']} radius="sm" tt="none">
                {group.saved ? 'Saved' : 'Not saved'}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <ValueList values={group.values} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
