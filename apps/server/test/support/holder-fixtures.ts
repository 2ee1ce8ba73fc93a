import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { ANY_FLOW_VARIANT, personalDetailsObject, type StoredPersonalDetails } from '@portal/domain';
import { personalDetailsToKeep } from '@server/modules/holder-kyc/personal-step.js';

/** A valid Aadhaar number (Verhoeff checksum) and a valid PAN, for the wizard tests. */
export const AADHAAR = '234123412346';
export const MASKED_AADHAAR = 'XXXX XXXX 2346';
export const PAN = 'ABCPE1234F';

/** A small real JPEG carrying EXIF metadata that must not survive the upload. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
    .toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 4, background: '#3c3' } })
    .png()
    .toBuffer();
}

/** A small real PDF, as a scanned PAN card saved as PDF would come (the second flow takes one). */
export function smallPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', info: { Title: 'PAN card' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.text(`Permanent Account Number ${PAN}`);
  doc.end();
  return ended;
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** Holder 1's personal details: an adult with a PAN and an Aadhaar proof covering POI and POA. */
export function personalDetails(mobile: string, files: { photo: string; pan: string; proof: string }) {
  return {
    Title: '2',
    FirstName: 'Asha',
    MiddleName: 'Ramesh',
    LastName: 'Patil',
    DOB: '1990-04-12',
    Gender: '2',
    MartialStatus: '1',
    Nationality: '1',
    Occupation: 1,
    Mobile: mobile,
    Email: 'asha@example.in',
    mobileNoBelongsTo: 'Self',
    LocalAddress1: '12 MG Road',
    LocalAddress2: 'Camp',
    LocalAddress3: '',
    LocalCity: 'Pune',
    LocalPin: '411001',
    LocalState: 21,
    PermanentAddress1: '12 MG Road',
    PermanentAddress2: 'Camp',
    PermanentAddress3: '',
    PermanentCity: 'Pune',
    PermanentPin: '411001',
    PermanentState: 21,
    isPAN: true,
    PAN,
    CustomerId: '',
    CKYCNo: '',
    Base64Photo: files.photo,
    Base64PAN: files.pan,
    registrationHoldersPOI: [
      { POI: 'UID-Aadhaar No.', POINo: AADHAAR, POIPOA: '3', ExpiryDate: '', Base64POI: files.proof },
    ],
  };
}

/** Holder 1's personal details as the server keeps them, for tests that write the store directly. */
export function storedPersonalDetails(mobile: string): StoredPersonalDetails {
  const noFiles = { photo: '', pan: '', proof: '' };
  return personalDetailsToKeep(personalDetailsObject(ANY_FLOW_VARIANT).parse(personalDetails(mobile, noFiles)));
}

export const family = {
  FatherTitle: '1',
  FatherFirstName: 'Ramesh',
  FatherMiddleName: '',
  FatherLastName: 'Patil',
  MotherTitle: '2',
  MotherFirstName: 'Sunita',
  MotherMiddleName: '',
  MotherLastName: 'Patil',
  MaidenTitle: '3',
  MaidenFirstName: 'Asha',
  MaidenMiddleName: '',
  MaidenLastName: 'Kulkarni',
};

/** The family step of an unmarried holder: father and mother alone (no spouse / maiden name). */
export const parentsOnly: Record<string, unknown> = Object.fromEntries(
  Object.entries(family).filter(([key]) => !key.startsWith('Maiden')),
);

export const relatedPerson = {
  RelatedPersonTitle: '1',
  RelatedPeronFirstName: 'Ramesh',
  RelatedPeronMiddleName: '',
  RelatedPeronLastName: 'Patil',
  RelatedPersonCustomerRelation: 'Father',
  RelatedPersonType: 1,
  RelatedPersonPANNo: 'ABCPR1234K',
  RelatedPersonAadhaarNo: AADHAAR,
  RelatedPersonCourtOrderNo: '',
};

export const formNo60 = {
  DeclarantDocuments: 'Ration card',
  DeclarantTransactionParticulars: 'Opening a savings account',
  DeclarantAmountofTransaction: '5000',
  DeclarantAssessedTax: false,
  DetailsOfIncomeTax: 'Not assessed',
  ReasonForNoPan: 'Applied for PAN',
};

export const additional = {
  FundsExpectedOrigin: '1',
  FundsUtilisationExpected: '1',
  OtherBankAccounts: 1,
  AverageIncome: '40000',
  AverageBalance: '20000',
  Education: 4,
  Religion: 'Hindu',
  caste: 'Open Category',
  OccupationDetails: 'Salaried',
  BusinessName: 'Pune Traders',
  BusinessIncomeSource: 'Salary',
  BusinessVehicleType: ['Car'],
  CarMonth: '3',
  CarYear: '2020',
  BusinessCarMaker: 'Tata',
  InterestedIn: ['Demat'],
  CustomerReasonId: 1,
};

/** The same details in a flow that asks a vehicle's year alone (the other holders, the second flow). */
export const additionalByYear: Record<string, unknown> = Object.fromEntries(
  Object.entries(additional).filter(([key]) => key !== 'CarMonth'),
);

/** One adult nominee, successive, as UpdateNominees takes it. */
export const oneNominee = {
  Mode: 'Successive',
  Nominees: [
    {
      FirstName: 'Ravi',
      MiddleName: 'Anil',
      LastName: 'Patil',
      Relationship: 'Brother',
      DateOfBirth: '1996-03-14',
      Address1: '12 MG Road',
      Address2: 'Camp',
      City: 'Pune',
      Pincode: '411001',
      Order: 1,
    },
  ],
};

export const technoProducts = {
  DebitCard: true,
  SMSBanking: true,
  MobileBanking: true,
  StatementOnEmail: true,
  AadhaarCardSeeding: true,
  InterntBanking: true,
};
