import { signInMessages } from './sign-in-messages.js';

/** User-facing messages, worded exactly as the specification has them (portal.md §5, §8). */
export const messages = {
  ...signInMessages,
  mobileRequired: 'Mobile Number required',
  mobileInvalid: 'Please enter 10 digit Mobile number!',
  /** Ten digits, but no Indian mobile number starts 0-5: our check, stricter than the spec's. */
  mobileStartInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  /** The spec's 'Must be a valid Email' did not say what is valid. */
  emailInvalid: 'Enter an e-mail address like name@example.com',
  emailTooLong: 'Email must be at most 50 characters',
  otpRequired: 'Please enter OTP!',
  userNameRequired: 'User Name required',
  userNameTooLong: 'User Name must be at most 10 characters',
  passwordRequired: 'Password required',
  passwordTooLong: 'Password must be at most 10 characters',
  formTypeRequired: 'Form Type required',
  entityTypeRequired: 'Entity Type required',
  locationRequired: 'Location required',
  branchRequired: 'Branch required',
  registrationRequired: 'Registration is required',
  deleteAccountConfirm: 'Are you sure you want to delete the selected account?',
  noRecords: 'No records available',
  referenceRequired: 'Please enter the Reference Number',
  noDataToExport: 'No data to export',
  loginFailed: 'Invalid User Name or Password',
  loginLocked:
    'Too many failed attempts. Please try again in a few minutes (at most 15), or ask your administrator to unlock the sign-in.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Sorry! the page you are looking for could not be found',
  serverError: 'Sorry! something went wrong, please contact our support team',
  completedReadOnly: 'This application is completed and can no longer be changed.',
  staleVersion: 'This section was changed elsewhere. Reload to see the latest.',
  versionInvalid: 'Version must be a whole number from 0.',
  accountDeleted: 'The application has been deleted.',
  accountCreated: 'Application created.',
  branchNotInLocation: 'The selected Branch does not belong to the selected Location',
  unknownFormType: 'Form Type is not valid',
  unknownEntityType: 'Entity Type is not valid',
  unknownLocation: 'Location is not valid',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  charactersOnly: 'Enter character only!',
  invisibleCharacters: 'Remove the invisible or control characters from this field',
  /** The spec's 'Please enter valid PAN Number!' did not say what is valid. */
  panInvalid: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter, e.g. ABCDE1234F',
  /** The spec's shape, but a 4th letter no PAN has: our check, stricter than the spec's. */
  panHolderKindInvalid: 'The 4th letter of a PAN is P for a person (or A, B, C, F, G, H, J, L or T), e.g. ABCPE1234F',
  aadhaarInvalid: 'Please enter valid Aadhaar Number!',
  /** The spec's 'Please enter valid … Number!' did not say what is valid: PASSPORT_PATTERN and the rest. */
  passportInvalid: 'Passport Number must be 8 characters: a letter, then 7 digits, e.g. J8369854',
  licenceInvalid: 'License Number must be 2 letters, 2 digits, the year of issue and 7 digits, e.g. MH12 20110012345',
  voterIdInvalid: 'Voter ID Number must be 10 characters: 3 letters, then 7 digits, e.g. ABC1234567',
  pincodeInvalid: 'Enter a 6-digit Pincode that does not start with 0',
  digitsOnly: 'Enter digits only!',
  dateOfBirthRequired: 'Date of Birth required',
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'The date cannot be in the future',
  /** The nominees of the 2025 nomination rules (api/nominees.ts). */
  nominationModeRequired: 'Choose how the nominees receive the deposit, or that you do not wish to nominate',
  nomineesRequired: 'Add at least one nominee, or choose not to nominate',
  nomineesTooMany: 'A deposit can have at most 4 nominees',
  nomineesNotWithoutNomination: 'Remove the nominees, or choose how they receive the deposit',
  noNominationDeclarationRequired: 'Tick the declaration that you do not wish to nominate anyone',
  noNominationDeclarationOnlyWithoutNomination:
    'The declaration not to nominate is only for a deposit without nominees',
  nomineeShareRequired: 'Share required: more than 0%',
  nomineeShareInvalid: 'Enter the share as a percentage with at most two decimals, e.g. 33.34',
  nomineeShareTooLarge: 'A share cannot be more than 100%',
  nomineeOrderRequired: 'Order required',
  appointeeRequired: 'A nominee under 18 needs an appointee: an adult who receives the money for the minor',
  appointeeOnlyForMinor: 'An appointee is only for a nominee under 18',
  appointeeNameRequired: 'Appointee name required',
  /** The nomination modes in words (NOMINATION_MODE_WORDS in api/nominees.ts). */
  nominationModeSuccessive: 'Successive: one nominee after another, in the order given',
  nominationModeSimultaneous: 'Simultaneous: all nominees at once, in the shares given',
  nominationModeNone: 'No nomination: I do not wish to nominate anyone',
  nominationRegistered: 'Nomination Registered',
  depositAmountRequired: 'Deposit Amount required',
  yearsRequired: 'Years required',
  monthsRequired: 'Months required',
  daysRequired: 'Days required',
  bankNameRequired: 'Bank Name required',
  branchNameRequired: 'Branch Name required',
  accountNumberRequired: 'Account Number required',
  ifscRequired: 'IFSC required',
  ifscInvalid: 'Enter the 11-character IFSC: 4 letters, a 0, then 6 letters or digits, e.g. SBIN0001234',
  periodYearRequired: 'Please enter Period Year',
  periodMonthRequired: 'Please enter Period Month',
  periodDaysRequired: 'Please enter Period Days',
  periodOnlyWithRenewal: 'The renewal period is only for auto renewal Yes',
  debitAccountRequired: 'Debit Account Number required',
  rdAmountRequired: 'Amount required',
  rdMonthsRequired: 'Number of Months required',
  interestPayoutInvalid: 'Choose an Interest Payout',
  interestPayoutModeInvalid: 'Choose a Mode of Interest',
  accountOperationsRequired: 'Choose how the account will be operated',
  accountOperationNotAllowed: "With one holder the account can only be operated by 'Self'",
  holderRequired: 'Account holder is required',
  firstHolderNotDeletable: 'The first account holder cannot be deleted',
  deleteHolderConfirm: 'Are you sure you want to delete the selected account holder?',
  maxHoldersReached: 'No more account holders can be added to this application',
  noApplicantsForType: 'Applicants cannot be added to this account type',
  sectionNotForType: 'This section does not apply to this account type',
  holderAdded: 'Account holder added.',
  holderDeleted: 'Account holder deleted.',
  saved: 'Saved successfully.',
  titleRequired: 'Title required',
  firstNameRequired: 'First Name required',
  middleNameRequired: 'Middle Name required',
  lastNameRequired: 'Last Name required',
  phoneRequired: 'Phone No. required',
  mobileBelongsToRequired: 'Mobile No. belongs to required',
  genderRequired: 'Gender required',
  maritalStatusRequired: 'Maratial Status required',
  nationalityRequired: 'Nationality required',
  occupationRequired: 'Occupation required',
  address1Required: 'Address 1 required',
  stateRequired: 'State required',
  cityRequired: 'City required',
  pincodeRequired: 'Pincode required',
  wizardEmailInvalid: 'Enter an e-mail address like name@example.com',
  panRequired: 'PAN No. required',
  panFormatInvalid: 'PAN must be 10 characters: 5 letters, 4 digits, 1 letter, e.g. ABCDE1234F',
  panOrForm60: 'Please enter PAN No. or check Form60!',
  panWithForm60: 'Leave PAN No. empty when Form 60/61 is filled',
  panDocumentRequired: 'PAN document required',
  photoRequired: 'Photo required',
  poiRequired: 'POI required',
  poiPoaRequired: 'POI/POA required',
  // The spec's typos ('atleast', 'uplaod', 'is already exists') corrected, its words otherwise kept.
  atLeastOneProof: 'Please add at least one POI/POA document!',
  poiDocumentMissing: 'Please add POI document!',
  poaDocumentMissing: 'Please add POA document!',
  selectProofOfIdentity: 'Please select Proof of Identity!',
  selectPoiPoa: 'Please select POI/POA!',
  lastProofCompulsory: 'At least one POI/POA document is Compulsory!',
  unknownProof: 'Please select Proof of Identity!',
  expiryInPast: 'Expiry date must be today or later',
  expiryNotApplicable: 'This document has no expiry date',
  tooManyProofs: 'At most 10 documents can be added',
  wrongFileType: 'Kindly upload document in JPG,JPEG,PNG format only',
  pdfActiveContent:
    'This PDF contains scripts, actions or attached files. Please upload a plain scanned PDF or a JPG photo of the document.',
  /** The PAN document of the second flow (holder-wizards.md §5). */
  wrongFileTypeJpgPdf: 'Kindly upload document in JPG,JPEG,PDF format only',
  photoTooLarge: 'The photo must be at most 2 MB',
  documentTooLarge: 'The document must be at most 5 MB',
  unreadableFile: 'The file could not be read. Please upload it again',
  /** A file that says it is a JPEG or PNG but does not open as one (cut short, or not an image at all). */
  damagedImage: 'This image could not be opened; it may be damaged. Please choose or take it again',
  customerRelationRequired: 'Customer Relation required',
  relatedPersonTypeRequired: 'Related Person Type required',
  aadhaarRequired: 'Aadhaar No. required',
  relatedPersonOnlyForMinor: 'Related person / guardian details are only for a holder under 18',
  transactionParticularsRequired: 'Transaction Particulars required',
  transactionAmountRequired: 'Amount of Transactions required',
  incomeTaxDetailsRequired: 'Income Tax Details required',
  reasonForNoPanRequired: 'Reason for not having PAN required',
  form60OnlyWithoutPan: 'Form 60/61 is only for a holder without PAN',
  /** Form 60/61's field labels (api/values-steps.ts). */
  form60TransactionParticulars: 'Transaction Particulars',
  form60TransactionAmount: 'Amount of Transactions',
  form60IncomeTaxDetails: 'Income Tax Ward / Circle / Range details',
  form60ReasonForNoPan: 'Reason for not having PAN',
  form60Documents: 'Documents produced in support of identity and address',
  form60AssessedToTax: 'Are you assessed to tax?',
  personalDetailsFirst: 'Please save Personal Details first',
  familyOnlyForFirstHolder: 'Family details are for the first holder only',
  spouseNotAsked: 'Spouse / Maiden name is asked only of a married or divorced holder',
  turnoverRequired: 'Annual activity / A/c turnover required',
  averageIncomeRequired: 'Average income required',
  averageBalanceRequired: 'Expected average balance required',
  annualIncomeRequired: 'Annual income required',
  derivedIncomeMismatch: 'Must be worked out from the monthly income',
  reasonRequired: 'Reason required',
  occupationDetailsRequired: 'Occupation details required',
  casteRequired: 'Caste required',
  religionRequired: 'Religion required',
  employerRequired: 'Name of the employer/firm/institution required',
  sourceOfIncomeRequired: 'Source of income required',
  lineOfBusinessRequired: 'Line of Business is required!',
  businessNameRequired: 'Business Name is required!',
  businessStartRequired: 'Date of starting business is required!',
  businessAddress1Required: 'Address1 required!',
  businessAddress2Required: 'Address2 required!',
  businessAddress3Required: 'Address3 required!',
  fatcaNote: 'Please fill FATCA Declaration form separately',
  relationshipRequired: 'Relationship required',
  termsRequired: 'Please select Terms & conditions',
  holderNotFound: 'No such account holder.',
  proofDeleted: 'Document deleted.',
  declarationSaved: 'Declaration saved.',
  personalDetailsOtherHoldersOnly:
    "Holder 1's personal details are saved with Registration; this call is for the other account holders",
  customerIdRequired: 'Customer Id required',
  customerNotFound: 'No customer was found with this Customer Id.',
  applicationSubmitted: 'Your application has been submitted successfully.',
  applicationNotSubmitted: 'This application has not been submitted yet.',
  nominationNotSaved: 'Nomination details are not saved',
  accountOperationsNotSaved: 'Instruction for account operations is not saved',
  technoProductsNotSaved: 'Techno based products requirement is not saved',
  fdDetailsNotSaved: 'Fixed Deposit details are not saved',
  rdDetailsNotSaved: 'Recurring Deposit details are not saved',
  pdfTabBlocked: 'The PDF could not be opened in a new tab. Please allow pop-ups for this site, or use Download.',
  pdfDownloadFailed: 'The PDF could not be downloaded. Please try again, or download it later from See Your Status.',
  pdfShareFailed: 'The PDF could not be shared. Please use Download PDF instead.',
  languageInvalid: 'Choose English, Marathi or Hindi',
  /** The review status as the customer reads it (REVIEW_STATUS_WORDS in api/review.ts). */
  reviewSubmitted: 'Submitted, waiting for the branch to check it',
  reviewVerified: 'Checked by the branch, waiting for approval',
  reviewReturned: 'Returned to you for changes',
  reviewApproved: 'Approved: your account is opened',
  reviewRejected: 'Not approved by the branch',
  /** The holder wizards' step names (rules/first-holder-steps.ts), shown in the stepper and as headings. */
  stepPersonal: 'Personal Details',
  stepFamily: 'Family Details',
  stepRelatedPerson: 'Related person / guardian',
  stepForm60: 'Form no 60/61',
  stepAdditional: 'Additional Details',
  stepTechnoProducts: 'Techno products',
  stepNomination: 'Instruction for account operations and Nomination form DA-1',
  stepDeclaration: 'Applicant Declaration',
  /** The second flow's last step (an existing customer's account). */
  stepTerms: 'Terms and conditions',
  /** Another holder's last step. */
  stepOtherHolderDeclaration: 'Declaration',
  /**
   * The hub's sections as a branch returns them and the customer reads them (RETURNABLE_SECTIONS in
   * api/review.ts; the wizard's are the step names above).
   */
  sectionTechnoProducts: 'Techno based products requirement',
  sectionNomination: 'Nomination form DA-1',
  sectionAccountOperations: 'Instruction for account operations',
  sectionFixedDeposit: 'FD',
  sectionRecurringDeposit: 'RD',
  /** The review's answers a customer reads (reviewMessages). */
  returnedSectionOnly: 'Only the sections the branch returned can be changed now.',
  resubmitted: 'Your application is submitted again. The branch will review it.',
  /** Every depositor agrees for themselves (api/consent.ts, docs/decisions/041). */
  consentRequestSent: 'The link has been sent by SMS to the account holder.',
  consentNotNeeded: 'This account holder agrees by the declaration step of this application.',
  consentMobileRequired: "Save this account holder's mobile number before sending the link.",
  consentCodeSent: 'A one-time code has been sent to your mobile number.',
  consentAgreed: 'Thank you. Your agreement is recorded.',
  consentDeclined: 'Your answer is recorded. The applicant will see your reason.',
  consentDeclineReasonRequired: 'Please tell us what should change',
  consentSmsFailed: 'The SMS could not be sent. Please try again in a few minutes.',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * The messages that name the document, person or vehicle they are about, as templates with ICU
 * arguments (`{proof}`): the server fills them in English, and a translation reorders the argument
 * as its language needs (docs/decisions/030).
 */
export const messageTemplates = {
  accountHolderNumber: 'Account holder {number}',
  accountHolderNamed: 'Account holder {number} ({name})',
  holderStepNotSaved: '{holder}: {step} is not saved',
  /** SubmitAccount's refusals until every holder has accepted and agreed (docs/decisions/041). */
  declarationNotAccepted: 'Account holder {number} has not accepted the declaration',
  consentNotAgreed: 'Account holder {number} has not agreed yet',
  proofNumberRequired: 'Please enter Document Number for {proof}!',
  proofChoiceRequired: 'Please select either POI or POA for {proof}!',
  proofUploadRequired: 'Please upload document for {proof}!',
  proofDuplicate: '{proof} already exists!',
  familyTitleRequired: '{who} Title required',
  familyFirstNameRequired: '{who} First Name required',
  familyLastNameRequired: '{who} Last Name required',
  vehicleMonthRequired: '{vehicle} month is required!',
  vehicleYearRequired: '{vehicle} year is required!',
  vehicleMonthInvalid: '{vehicle} month should be valid!',
  vehicleYearInvalid: '{vehicle} year should be valid!',
  vehicleMonthNotAsked: '{vehicle} month is not asked here: the year only',
  /** The spec's name and the portal's name of one value were both sent, with different values. */
  sameValueTwice: 'Must be the same as {other} when both are sent',
  /** The per-mobile limit's 429, saying when it ends (India time). */
  otpTooManySends: 'Too many OTP requests for this mobile number. Try again after {time}.',
  /** The FD and RD bounds (rules/deposit.ts depositMessages), each saying what is expected. */
  depositAmountRange: 'Deposit Amount must be between {min} and {max}',
  rdAmountRange: 'RD Amount must be between {min} and {max} a month',
  rdMonthsRange: 'Number of Months must be between {min} and {max}',
  monthsPart: 'Months must be 0 to {max}; 12 months make a year',
  daysPart: 'Days must be 0 to {max}',
  tenureRange: 'Tenure must be between {minDays} days and {maxYears} years',
  periodRange: 'Renewal period must be between {minDays} days and {maxYears} years',
  /** The shares of simultaneous nominees, counted in hundredths so 33.34 + 33.33 + 33.33 is exactly 100. */
  nomineeSharesTotal: 'The shares must total exactly 100%; now they total {total}%',
  nomineeOrders: 'Number the nominees 1 to {count}, each number once',
  /** A resubmit that changed none of the sections the branch returned (docs/decisions/045). */
  returnedUnchanged:
    'Nothing has changed in what the branch returned ({sections}). Please make the changes it asks for, then submit again.',
} as const;
export type MessageTemplateKey = keyof typeof messageTemplates;

export function fillTemplate(key: MessageTemplateKey, params: Record<string, string>): string {
  return messageTemplates[key].replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '');
}

/** Messages that name the document or vehicle they are about (holder-wizards.md §5). */
export const namedMessages = {
  proofNumberRequired: (proof: string) => fillTemplate('proofNumberRequired', { proof }),
  proofChoiceRequired: (proof: string) => fillTemplate('proofChoiceRequired', { proof }),
  proofUploadRequired: (proof: string) => fillTemplate('proofUploadRequired', { proof }),
  proofDuplicate: (proof: string) => fillTemplate('proofDuplicate', { proof }),
  familyTitleRequired: (who: string) => fillTemplate('familyTitleRequired', { who }),
  familyFirstNameRequired: (who: string) => fillTemplate('familyFirstNameRequired', { who }),
  familyLastNameRequired: (who: string) => fillTemplate('familyLastNameRequired', { who }),
  vehicleMonthRequired: (vehicle: string) => fillTemplate('vehicleMonthRequired', { vehicle }),
  vehicleYearRequired: (vehicle: string) => fillTemplate('vehicleYearRequired', { vehicle }),
  vehicleMonthInvalid: (vehicle: string) => fillTemplate('vehicleMonthInvalid', { vehicle }),
  vehicleYearInvalid: (vehicle: string) => fillTemplate('vehicleYearInvalid', { vehicle }),
  vehicleMonthNotAsked: (vehicle: string) => fillTemplate('vehicleMonthNotAsked', { vehicle }),
  sameValueTwice: (other: string) => fillTemplate('sameValueTwice', { other }),
  nomineeSharesTotal: (total: string) => fillTemplate('nomineeSharesTotal', { total }),
  nomineeOrders: (count: number) => fillTemplate('nomineeOrders', { count: String(count) }),
  returnedUnchanged: (sections: readonly string[]) =>
    fillTemplate('returnedUnchanged', { sections: sections.join(', ') }),
  /** 'Account holder 2 (Ravi Patil)', or 'Account holder 2' before the holder has a name. */
  accountHolder: (holderSrNo: number, name: string) =>
    name.trim() === ''
      ? fillTemplate('accountHolderNumber', { number: String(holderSrNo) })
      : fillTemplate('accountHolderNamed', { number: String(holderSrNo), name: name.trim() }),
  holderStepNotSaved: (holder: string, step: string) => fillTemplate('holderStepNotSaved', { holder, step }),
  declarationNotAccepted: (holderNo: number) => fillTemplate('declarationNotAccepted', { number: String(holderNo) }),
  consentNotAgreed: (holderNo: number) => fillTemplate('consentNotAgreed', { number: String(holderNo) }),
  /** A refused declaration of another holder: the steps it needs first (DESIGN.md §5 "Completion"). */
  stepsBeforeDeclaration: (steps: readonly string[]) => `Please save ${steps.join(', ')} before the declaration`,
  /** A refused final submit: everything still missing, in words the customer knows from the screens. */
  applicationIncomplete: (missing: readonly string[]) =>
    `The application cannot be submitted yet. Please complete: ${missing.join('; ')}.`,
};

/** The branch review's answers (DESIGN.md §5 "Branch review after submit", docs/decisions/028). */
export const reviewMessages = {
  verified: 'The application is verified.',
  returned: 'The application is returned to the customer.',
  approved: 'The application is approved.',
  rejected: 'The application is rejected.',
  reminderSent: 'The reminder is sent.',
  originalsRequired: 'Tick every document whose original you have seen',
  originalsMissing: (count: number) =>
    `Tick every document whose original you have seen: ${count} ${count === 1 ? 'is' : 'are'} not ticked`,
  originalsUnknown: 'A ticked document is not one of this application',
  reasonsRequired: 'Give at least one section and the reason it is returned',
  sectionUnknown: 'Choose a section of the application as the screen names it',
  sectionTwice: 'Give each section once',
  sectionNotInApplication: (section: string) => `This application has no section "${section}" to return`,
  reasonRequired: 'Reason required',
  accountNumberRequired: 'Account Number required',
  accountNumberAsText: 'Send the Account Number as text, exactly as the core banking system gives it',
  /** The bank's format in words (ACCOUNT_NUMBER_FORMAT), e.g. '6 to 20 digits'. */
  accountNumberInvalid: (format: string) => `Account Number must be ${format}`,
  accountNumberTaken: 'This account number is already recorded for another application.',
  notSubmitted: 'This application is not submitted, so it cannot be reviewed.',
  notAwaitingVerification: 'Only a Submitted application can be verified.',
  notAwaitingDecision: 'Only a Verified application can be approved or rejected.',
  notReturnable: 'Only a Submitted or Verified application can be returned.',
  reviewClosed: 'This application is already approved or rejected.',
  roleCannotVerify: 'Only a clerk or an admin verifies applications.',
  roleCannotDecide: 'Only an officer or an admin approves or rejects applications.',
  roleCannotReturn:
    'A Submitted application is returned by a clerk or an admin; a Verified one by an officer or an admin.',
  fourEyes: 'You verified this application, so another officer must approve or reject it.',
  notADraft: 'Reminders are only for applications that are not yet submitted.',
  reminderTooSoon: "A reminder was already sent to this customer's mobile in the last 24 hours.",
  reopened: 'The decision is reopened. An officer decides the application again.',
  notReopenable: 'Only an approved or rejected application can be reopened.',
  roleCannotReopen: 'Only an admin reopens an approval or a rejection.',
  reopenedByYou: 'You reopened this decision, so another officer must approve or reject it.',
  reminderFailed: 'The reminder could not be sent. Please try again in a few minutes.',
  // Customer-facing, so catalogue messages (in Marathi and Hindi); the rest are the branch's.
  returnedSectionOnly: messages.returnedSectionOnly,
  resubmitted: messages.resubmitted,
} as const;

/**
 * The review work queue's answers (docs/decisions/043): the branch's, in English as the staff screens
 * are, like the review's own.
 */
export const reviewQueueMessages = {
  taken: 'The application is assigned to you.',
  released: 'The application is back in the queue for anyone to take.',
  notWaiting: 'This application is not waiting for a review step, so it cannot be taken.',
  roleCannotTake: (status: 'Submitted' | 'Verified') =>
    status === 'Submitted'
      ? 'A Submitted application waits for a clerk: only a clerk or an admin takes it.'
      : 'A Verified application waits for an officer: only an officer or an admin takes it.',
  takenBy: (username: string) => `${username} has taken this application. Only they or an admin can release it.`,
} as const;
