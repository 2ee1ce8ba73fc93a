import { callRoutes, messages, REFERENCE_LISTS, type ReferenceItem, type ReferenceListName } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, call, callForFile } from '@/lib/api-client';
import { useReferenceList } from '@/lib/reference-list';
import type { ReferenceNames } from '../application-values';

/** GetApplication: one application of the staff member's branch, drafts included. */
export function useApplication(registrationId: number) {
  return useQuery({
    queryKey: ['staff-application', registrationId],
    queryFn: ({ signal }) => call(callRoutes.GetApplication, { RegistrationId: registrationId }, { signal }),
    enabled: Number.isInteger(registrationId) && registrationId > 0,
  });
}

const FOLDER_CALLS = { Photo: callRoutes.GetPhoto, POIFiles: callRoutes.GetPOIFile };

/** A document at the URL GetApplication gives it (/Photo/… or /POIFiles/…), fetched with the branch session. */
export function fetchStaffDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const [, folder, file] = /^\/(Photo|POIFiles)\/([^/]+)$/.exec(url) ?? [];
  if (!file || (folder !== 'Photo' && folder !== 'POIFiles')) {
    return Promise.reject(new ApiError(404, { responseCode: 'NOT_FOUND' }, messages.notFound));
  }
  return callForFile(FOLDER_CALLS[folder], { file: decodeURIComponent(file) }, { audience: 'staff', signal });
}

/**
 * The document's object URL while it is shown ('' while it loads, null when it could not be read or
 * there is none),
 * revoked when the component lets it go: a token never goes into a URL.
 */
export function useDocumentUrl(url: string): string | null {
  const [shown, setShown] = useState<{ url: string; objectUrl: string | null } | null>(null);
  useEffect(() => {
    if (url === '') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchStaffDocument(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ url, objectUrl: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (url === '') return null;
  if (shown === null || shown.url !== url) return '';
  return shown.objectUrl;
}

/** The bank's lists a holder's steps name by id, and the fields that hold their ids. */
const LISTS_BY_FIELD = {
  Occupation: 'Occupation',
  RelatedPersonType: 'RelatedPersonType',
  Education: 'Education',
  OtherBankAccounts: 'OtherBankAccounts',
  CustomerReasonId: 'CustomerReason',
} as const satisfies Record<string, ReferenceListName>;

function listOfField(field: string): ReferenceListName | undefined {
  if (field.endsWith('State')) return 'State';
  return (LISTS_BY_FIELD as Record<string, ReferenceListName>)[field];
}

/**
 * Names the bank's list entries a step saved by id (a state, an occupation…), once the lists have
 * loaded; until then, and for an id no longer in a list, the id is shown as saved.
 */
export function useReferenceNames(): ReferenceNames {
  const lists = {
    State: useReferenceList('State').data,
    Occupation: useReferenceList('Occupation').data,
    RelatedPersonType: useReferenceList('RelatedPersonType').data,
    Education: useReferenceList('Education').data,
    OtherBankAccounts: useReferenceList('OtherBankAccounts').data,
    CustomerReason: useReferenceList('CustomerReason').data,
  } satisfies Partial<Record<ReferenceListName, unknown>>;
  return (field, id) => {
    const list = listOfField(field);
    if (list === undefined || !(list in lists)) return undefined;
    const items = lists[list as keyof typeof lists] as ReferenceItem<ReferenceListName>[] | undefined;
    const item = items?.find((candidate) => candidate.id === id);
    return item ? String(item[REFERENCE_LISTS[list]]) : undefined;
  };
}
