import { REFERENCE_LIST_NAMES, type ReferenceListName } from '../api/reference-lists.js';
import { route } from './routes.js';

/** A reference list's two calls, GET and POST /api/<List>/GetAll (the spec reads the lists both ways). */
function referenceListRoutesOf<const List extends ReferenceListName>(list: List) {
  const path = `/api/${list}/GetAll`;
  return {
    GET: route(`GetAll${list}`, 'GET', path, 'public'),
    POST: route(`GetAll${list}ByPost`, 'POST', path, 'public'),
  };
}

/** The reference lists' calls, by list and method. */
export const referenceListRoutes = Object.fromEntries(
  REFERENCE_LIST_NAMES.map((list) => [list, referenceListRoutesOf(list)]),
) as { readonly [List in ReferenceListName]: ReturnType<typeof referenceListRoutesOf<List>> };
