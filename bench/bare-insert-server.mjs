// The yardstick of DESIGN.md §8: a bare Fastify route doing the same upsert as an FD save, with
// no token, validation, ownership check, transaction or audit. Started as its own process by run.mjs.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.post('/bare/UpdateFDDetails', async (request) => {
  const body = request.body;
  await pool.query(
    `INSERT INTO deposit_details (registration_id, kind, deposit_amount, tenure_years, tenure_months, tenure_days,
       interest_payout, interest_payout_mode, bank_name, branch_name, account_no, ifsc, is_auto_renewal,
       period_years, period_months, period_days, tds_membership_no, debit_account_no, rd_amount, rd_months, updated_at)
     VALUES ($1, 'FD', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, '', '', '', now())
     ON CONFLICT (registration_id) DO UPDATE SET deposit_amount = EXCLUDED.deposit_amount,
       tenure_years = EXCLUDED.tenure_years, tenure_months = EXCLUDED.tenure_months,
       tenure_days = EXCLUDED.tenure_days, interest_payout = EXCLUDED.interest_payout,
       interest_payout_mode = EXCLUDED.interest_payout_mode, bank_name = EXCLUDED.bank_name,
       branch_name = EXCLUDED.branch_name, account_no = EXCLUDED.account_no, ifsc = EXCLUDED.ifsc,
       is_auto_renewal = EXCLUDED.is_auto_renewal, period_years = EXCLUDED.period_years,
       period_months = EXCLUDED.period_months, period_days = EXCLUDED.period_days,
       tds_membership_no = EXCLUDED.tds_membership_no, updated_at = EXCLUDED.updated_at`,
    [
      body.RegistrationId,
      body.DepositAmount,
      body.TenureYear,
      body.TenureMonths,
      body.TenureDays,
      body.InterestPayout,
      body.InterestPayoutMode,
      body.BankName,
      body.BranchName,
      body.AccountNo,
      body.IFSC,
      body.IsAutoRenewal === 'true',
      body.PeriodYear,
      body.PeriodMonths,
      body.PeriodDays,
      body.TDSMembershipNo,
    ],
  );
  return { responseCode: 'OK', responseMessage: 'Saved successfully.' };
});

app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => pool.end()));
