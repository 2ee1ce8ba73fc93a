import declarationsMr from '@portal/domain/locales/declarations.mr.json';
import domainMr from '@portal/domain/locales/mr.json';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import mr from '@/locales/app/mr.json';
import { switchLanguageForEachTest } from '@/test/language';
import { portalConfig, renderApp, stubFetch } from '@/test/render-app';
import { holderDetails, lastBody, savedPersonal, signInWithApplication, wizardAnswers } from '../first-holder-fixtures';

const BANK = portalConfig.bankName;

/** Opens /FirstHolder with every step before the declaration saved, so it resumes there. */
function openDeclaration() {
  const state = {
    details: holderDetails({
      savedSteps: ['personal', 'family', 'additional', 'technoProducts', 'nomination'],
      personalDetails: savedPersonal(),
    }),
  };
  const { calls } = stubFetch(wizardAnswers(state));
  renderApp('/FirstHolder');
  return { calls };
}

describe('the declaration step in Marathi', () => {
  beforeEach(signInWithApplication);
  switchLanguageForEachTest('mr');

  it("shows the first holder's 14 clauses in Marathi with the bank's name, and its own texts", async () => {
    const { calls } = openDeclaration();
    const agree = await screen.findByRole('checkbox', { name: mr.declarationStep.agree });

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(declarationsMr.firstHolder.map((clause) => clause.replaceAll('{bank}', BANK)));
    expect(items).toHaveLength(14);
    expect(items.filter((item) => item?.includes(BANK))).toHaveLength(13);
    expect(items.join(' ')).not.toContain('I/We');
    expect(screen.getByRole('heading', { level: 2, name: domainMr.stepDeclaration })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: mr.declarationStep.submit }));
    await expect.poll(() => lastBody(calls, 'UpdateAccountHolderStatus')).toMatchObject({ TermsAccepted: true });
  });
});
