import { referenceListContract, type ReferenceItem, type ReferenceListName } from '@portal/domain';
import { answerOf, OK } from './answer-of';

/** A stubbed reference list's handler (GET /api/<List>/GetAll) answering these items. */
export const referenceListAnswer =
  <List extends ReferenceListName>(name: List, data: ReferenceItem<List>[]) =>
  () =>
    answerOf(referenceListContract[name].GET, { ...OK, data });
