export const name = 'steps-map';

export const sql = /* sql */ `
-- A step saved by a call of its own keeps its values in one map of the holder's row, keyed by step,
-- and its save count in another (decision 054): a new step needs no migration. Form 60/61 moves there;
-- the other steps keep their columns.
ALTER TABLE holder_kyc ADD COLUMN steps jsonb NOT NULL DEFAULT '{}';
ALTER TABLE holder_kyc ADD COLUMN step_versions jsonb NOT NULL DEFAULT '{}';
UPDATE holder_kyc SET steps = jsonb_build_object('form60', form_no_60) WHERE form_no_60 IS NOT NULL;
UPDATE holder_kyc SET step_versions = jsonb_build_object('form60', form_no_60_version) WHERE form_no_60_version > 0;
ALTER TABLE holder_kyc DROP COLUMN form_no_60;
ALTER TABLE holder_kyc DROP COLUMN form_no_60_version;
`;
