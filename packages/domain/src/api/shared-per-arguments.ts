/** Objects given as arguments (a flow's variant, a list of steps) are told apart by identity. */
const objectIds = new WeakMap<object, number>();
let objectsSeen = 0;

function keyOf(argument: unknown): string {
  if (typeof argument !== 'object' || argument === null) return JSON.stringify(argument) ?? 'undefined';
  let id = objectIds.get(argument);
  if (id === undefined) objectIds.set(argument, (id = objectsSeen += 1));
  return `#${id}`;
}

/**
 * One schema per distinct arguments of a schema's factory. A zod schema never changes once made (each
 * of its methods returns a new one), so the calls and answers built on a flow's personal or additional
 * details can share one object instead of building it again: building zod schemas is most of what a
 * page of the web app spends loading the contract's chunk on a slow phone (decision 037).
 * Not for the small field factories (fields.ts): a field shared between a call and its answer makes
 * zod's JSON Schema of the API document describe the request with the answer's output types.
 */
export function sharedPerArguments<Args extends readonly unknown[], Schema>(
  make: (...args: Args) => Schema,
): (...args: Args) => Schema {
  const made = new Map<string, Schema>();
  return (...args) => {
    const key = args.map(keyOf).join(',');
    let schema = made.get(key);
    if (schema === undefined) made.set(key, (schema = make(...args)));
    return schema;
  };
}
