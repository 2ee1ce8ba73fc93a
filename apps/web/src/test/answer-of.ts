import type { CallAnswer, CallDefinition, FileAnswer } from '@portal/domain';

/** A call of the contract (packages/domain) that answers JSON rather than a file. */
type JsonCall = CallDefinition & { response: Exclude<CallDefinition['response'], FileAnswer> };

/** The envelope of every successful answer, for fixtures to spread. */
export const OK = { responseCode: 'OK', responseMessage: '' } as const;

/** A fixture's answer that the call's response schema refuses (stubFetch fails the test with it). */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

/**
 * A stubbed call's answer (stubFetch's `{ body }`), typed by the call's response schema in the
 * contract and parsed by it, as the server serialises its answers: a fixture that drifts from the
 * contract (a field renamed, dropped or of another type) fails to compile or fails the test that
 * answers with it, instead of testing the web app against an answer the server never gives.
 */
export function answerOf<Entry extends JsonCall>(entry: Entry, body: CallAnswer<Entry>): { body: CallAnswer<Entry> } {
  const parsed = entry.response.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new ContractMismatch(
      `A test's answer to ${entry.operationId} does not match the contract: ${problems.join('; ')}`,
    );
  }
  return { body: parsed.data as CallAnswer<Entry> };
}
