import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import { findVisibleCustomer } from './customer-master-repository.js';

/**
 * POST /api/Registration/GetCustomerDataByCustomerId: the bank's master record of an existing
 * customer (account type 5), to pre-fill the wizard. A customer sees only records of their own
 * mobile, staff only their branch's (admins any); any other id answers exactly as an unknown one.
 */
export const customerMasterRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerCall(app, contract.GetCustomerDataByCustomerId, async (request) => {
    const found = await findVisibleCustomer(db, request.body.customerId, principalOf(request));
    if (!found) throw new AppError('NOT_FOUND', messages.customerNotFound);
    return {
      responseCode: 'OK' as const,
      responseMessage: '',
      customerId: found.customer_id,
      branchCode: found.branch_code,
      title: found.title,
      firstName: found.first_name,
      middleName: found.middle_name,
      lastName: found.last_name,
      dob: found.dob,
      gender: found.gender,
      mobile: found.mobile,
      email: found.email,
      pan: found.pan,
      address1: found.address1,
      address2: found.address2,
      address3: found.address3,
      city: found.city,
      pin: found.pin,
      state: found.state,
      averageIncome: found.average_income,
      education: found.education,
      occupation: found.occupation,
    };
  });
};
