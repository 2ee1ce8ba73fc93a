import type { ApplicationSections } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { sectionGroups } from './application-values';

const sections: ApplicationSections = {
  accountOperations: { accountOperations: 'Either or survivor', version: 1 },
  nomination: {
    mode: 'Simultaneous',
    noNominationDeclared: false,
    version: 2,
    nominees: [
      {
        firstName: 'Asha',
        middleName: '',
        lastName: 'Patil',
        relationship: 'Wife',
        dateOfBirth: '1990-04-12',
        address1: '12 MG Road',
        address2: '',
        address3: '',
        city: 'Pune',
        pincode: '411001',
        stateId: 27,
        sharePercent: 60,
        order: 1,
        isMinor: false,
        appointee: null,
      },
      {
        firstName: 'Mira',
        middleName: '',
        lastName: 'Patil',
        relationship: 'Daughter',
        dateOfBirth: '2016-03-05',
        address1: '12 MG Road',
        address2: '',
        address3: '',
        city: 'Pune',
        pincode: '',
        stateId: null,
        sharePercent: 40,
        order: 2,
        isMinor: true,
        appointee: {
          firstName: 'Sunita',
          lastName: 'Patil',
          relationship: 'Mother',
          address1: '12 MG Road',
          address2: '',
          city: 'Pune',
          pincode: '411001',
        },
      },
    ],
  },
  technoProducts: null,
  fixedDeposit: null,
  recurringDeposit: null,
};

describe('the nomination as the branch reads it', () => {
  it('names the choice, each nominee with share and a minor’s appointee, the state by its name', () => {
    const names = (field: string, id: number) => (field === 'State' && id === 27 ? 'Maharashtra' : undefined);
    const nomination = sectionGroups(sections, names).find((group) => group.key === 'nomination');
    expect(nomination?.saved).toBe(true);
    expect(nomination?.values).toEqual([
      { label: 'Nomination', value: 'Together with shares (simultaneous)' },
      {
        label: 'Nominee 1',
        value: 'Asha Patil (Wife), born 12-Apr-1990, share 60 %, 12 MG Road, Pune, 411001, Maharashtra',
      },
      { label: 'Nominee 2', value: 'Mira Patil (Daughter), born 05-Mar-2016, a minor, share 40 %, 12 MG Road, Pune' },
      { label: 'Appointee for nominee 2', value: 'Sunita Patil (Mother), 12 MG Road, Pune, 411001' },
    ]);
  });
});
