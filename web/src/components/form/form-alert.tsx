import { useMessages } from '../../lib/messages';

/** An inline, form-level message (the login page shows its errors here instead of the snackbar). */
export const FormAlert = ({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success' | 'info';
}) => {
  const text = useMessages();
  if (!message) return null;
  return (
    <p className={`form-${tone === 'error' ? 'alert' : tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text(message)}
    </p>
  );
};
