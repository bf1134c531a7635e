import { useMessages } from '../../lib/messages';

/** A field's message (a contracts message key, or the API's own text) in the current language. */
export const FieldError = ({ id, message }: { id: string; message: string | undefined }) => {
  const text = useMessages();
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {text(message)}
    </p>
  );
};
