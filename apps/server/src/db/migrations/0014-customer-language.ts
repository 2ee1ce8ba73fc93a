export const name = 'customer-language';

export const sql = /* sql */ `
-- The language a customer reads the portal in (decision 030), kept by the signed-in mobile so it follows
-- them to another phone: a customer has no row of their own anywhere else (sessions name the mobile).
CREATE TABLE customer_preferences (
  mobile text PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en', 'mr', 'hi')),
  updated_at timestamptz NOT NULL
);
`;
