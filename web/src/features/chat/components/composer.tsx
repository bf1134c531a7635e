import { CHAT_MAX_TEXT, type ChatMessage } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { ApiError, isAbort } from '../../../lib/api-error';
import { formatPercent } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { sendMessage } from '../api/send-message';
import { ACCEPTED_EXTENSIONS, addFiles, formatSize, groupByField, type PickedFile } from '../attachments';
import { useTypingNotifier } from '../hooks/use-typing';
import { PaperclipIcon, SendIcon } from './chat-icons';

/**
 * Writing a message: text (Enter sends, Shift+Enter starts a new line) and attachments, checked
 * against the call's formats, sizes and counts before anything is sent. While files upload a
 * progress bar shows how far along they are, and the upload can be cancelled. What the server
 * refuses is shown here, under the box; the text is kept.
 */
export const Composer = ({
  partnerId,
  slug,
  onSent,
}: {
  partnerId: number;
  slug: string | null;
  onSent: (message: ChatMessage) => void;
}) => {
  const { t } = useLingui();
  const text = useMessages();
  const locale = useLocale();
  const report = useReportError();
  const notifyTyping = useTypingNotifier(partnerId);
  const [draft, setDraft] = useState('');
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const problemsId = useId();
  const sending = progress !== null;

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const result = addFiles(picked, [...files]);
    setPicked(result.picked);
    setProblems(result.rejected.map((r) => `${r.file.name}: ${text(r.reason)}`));
    // The same file can be picked again after removing it.
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = async () => {
    if (sending) return;
    const message = draft.trim();
    if (!message && picked.length === 0) {
      setProblems([text('validation.emptyMessage')]);
      return;
    }
    if (message.length > CHAT_MAX_TEXT) {
      setProblems([text('validation.tooLong')]);
      return;
    }
    const controller = new AbortController();
    uploading.current = controller;
    setProblems([]);
    setProgress(0);
    try {
      const sent = await sendMessage(
        { receiverId: partnerId, message, slug, files: groupByField(picked) },
        { onProgress: setProgress, signal: controller.signal },
      );
      setDraft('');
      setPicked([]);
      onSent(sent);
      box.current?.focus();
    } catch (error) {
      if (isAbort(error)) return;
      const fields = error instanceof ApiError ? Object.values(error.fields) : [];
      if (fields.length > 0) setProblems(fields.map(text));
      else report(error);
    } finally {
      uploading.current = null;
      setProgress(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className="chat-composer" onSubmit={onSubmit} data-testid="chat-composer">
      {picked.length > 0 && (
        <ul className="chat-picked" aria-label={t`Attachments`}>
          {picked.map((p) => {
            const fileName = p.file.name;
            return (
              <li key={`${p.file.name}-${p.file.size}-${p.file.lastModified}`} className="chat-picked-file">
                <span className="chat-picked-name" dir="auto">
                  {p.file.name}
                </span>
                <span className="chat-picked-size">{formatSize(p.file.size, locale)}</span>
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => setPicked((list) => list.filter((x) => x !== p))}
                  disabled={sending}
                  aria-label={t`Remove ${fileName}`}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {sending && picked.length > 0 && (
        <div className="chat-progress" data-testid="chat-progress">
          <progress max={100} value={percent} aria-label={t`Uploading`} />
          <span aria-hidden="true">{formatPercent(percent / 100, locale)}</span>
          <button type="button" className="btn btn-ghost" onClick={() => uploading.current?.abort()}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
      {problems.length > 0 && (
        <ul className="chat-problems" id={problemsId} role="alert">
          {problems.map((p) => (
            <li key={p} className="field-error">
              {p}
            </li>
          ))}
        </ul>
      )}
      <div className="chat-composer-row">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPTED_EXTENSIONS}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => pick(e.target.files)}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          className="icon-btn"
          onClick={() => fileInput.current?.click()}
          disabled={sending}
          aria-label={t`Attach files`}
        >
          <PaperclipIcon />
        </button>
        <textarea
          ref={box}
          className="chat-input"
          rows={1}
          value={draft}
          dir="auto"
          placeholder={t`Write a message`}
          aria-label={t`Write a message`}
          aria-invalid={problems.length > 0 || undefined}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value) notifyTyping();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <button type="submit" className="btn chat-send" disabled={sending} aria-label={t`Send`}>
          <SendIcon />
        </button>
      </div>
    </form>
  );
};
