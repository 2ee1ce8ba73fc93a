import type { RegistrationDetails } from '@portal/domain';

/**
 * What each hub section's form gets: the application, whether it is Completed, the section as saved,
 * and how to start again from what is on record now (after a save elsewhere).
 */
export interface SectionProps<Saved> {
  registration: RegistrationDetails;
  readOnly: boolean;
  saved: Saved;
  onReload: () => void;
}
