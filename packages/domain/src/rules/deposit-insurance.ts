/**
 * Deposit insurance as the portal shows it. DICGC insures each depositor of an insured bank up to
 * ₹5,00,000 (principal and interest together), and since 1 Sep 2023 an insured bank shows DICGC's
 * logo and a QR code of DICGC's website on its website and internet portals
 * (docs/decisions/042-deposit-insurance-notice.md).
 */

/** What DICGC insures per depositor of a bank, in rupees; the bank's configuration may say otherwise. */
export const DEFAULT_INSURED_AMOUNT = 500_000;

/** The address the QR code beside the notice encodes, and its link opens. */
export const DICGC_WEBSITE = 'https://www.dicgc.org.in/';
