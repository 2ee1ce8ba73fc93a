import { List } from '@mantine/core';

/** What the bank says beside the techno product switches (portal.md §2), in the hub and in the wizard. */
export function TechnoProductNotes() {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        Your registered mobile number and e-mail are used for SMS banking, mobile banking and the statement on e-mail.
      </List.Item>
      <List.Item>Service charges apply as per the bank&apos;s rules.</List.Item>
      <List.Item>If you choose Aadhaar card seeding, a separate Aadhaar seeding form is needed.</List.Item>
    </List>
  );
}
