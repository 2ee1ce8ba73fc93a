import type { Database } from './client.js';
import { holderFullName } from './holder-name.js';

/**
 * An application's holders (`h`) in holder order, each with its id, number and full name, and its
 * KYC row (`k`, null until the holder's first step is saved) joined for the caller's own columns.
 */
export function selectNamedHolders(db: Database, registrationId: number) {
  return db
    .selectFrom('registration_holders as h')
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h.id')
    .select(['h.id', 'h.holder_sr_no', holderFullName('h').as('name')])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no');
}

/** The documents (`d`) of every holder (`h`) of an application, whatever their kind. */
export function selectApplicationDocuments(db: Database, registrationId: number) {
  return db
    .selectFrom('holder_documents as d')
    .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
    .where('h.registration_id', '=', registrationId);
}
