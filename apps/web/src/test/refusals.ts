import { messages } from '@portal/domain';

/** A field the server names in a refusal, with its message. */
interface FieldError {
  field: string;
  message: string;
}

/** The server's 400 for a request it refuses field by field, as stubFetch answers it. */
export function validationRefusal(errors: FieldError[], responseMessage = 'Please check the details entered.') {
  return { status: 400, body: { responseCode: 'VALIDATION_ERROR', responseMessage, errors } };
}

/** The server's 409 for a save of a record that someone else saved after it was read. */
export function staleVersionRefusal() {
  return {
    status: 409,
    body: {
      responseCode: 'CONFLICT',
      responseMessage: messages.staleVersion,
      errors: [{ field: 'Version', message: messages.staleVersion }],
    },
  };
}
