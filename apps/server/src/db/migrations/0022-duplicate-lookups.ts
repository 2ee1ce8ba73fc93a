export const name = 'duplicate-lookups';

export const sql = /* sql */ `
-- The staff page's warning of possible duplicates (docs/decisions/046) looks up one
-- application's PAN, Aadhaar reference and mobiles among every application and the customer master:
-- each lookup an index probe, however many applications the bank has.

-- The personal step keeps PAN (upper case) and mobile inside its jsonb: indexed by expression, and the
-- lookups compare exactly these expressions.
CREATE INDEX holder_kyc_pan_idx ON holder_kyc ((personal ->> 'PAN'));
CREATE INDEX holder_kyc_mobile_idx ON holder_kyc ((personal ->> 'Mobile'));

-- An Aadhaar proof's number is kept masked ('XXXX XXXX 1234'): the last four digits, to be compared
-- with the date of birth. Proofs only: photos and PAN documents carry no number.
CREATE INDEX holder_documents_proof_number_idx ON holder_documents (proof_number) WHERE kind = 'proof';

-- The master's mobile is indexed since 0006; its PAN now too.
CREATE INDEX customer_master_pan_idx ON customer_master (pan);
`;
