import type { ChatMessage } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../../lib/messages';
import { formatSize } from '../attachments';
import { FileIcon } from './chat-icons';

type Attachment = ChatMessage['attachments'][number];

/** One attachment of a message: pictures open full size, video and audio play in place, files download. */
export const AttachmentView = ({ attachment: a }: { attachment: Attachment }) => {
  const { t } = useLingui();
  const locale = useLocale();
  switch (a.kind) {
    case 'image':
      return (
        <a href={a.url} target="_blank" rel="noopener noreferrer" className="chat-attachment-image">
          <img src={a.url} alt={a.name} loading="lazy" decoding="async" />
        </a>
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: people's own recordings come without captions
        <video className="chat-attachment-video" src={a.url} controls preload="metadata" aria-label={a.name} />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: people's own recordings come without captions
        <audio className="chat-attachment-audio" src={a.url} controls preload="metadata" aria-label={a.name} />
      );
    default: {
      const fileName = a.name;
      return (
        <a href={a.url} download={a.name} className="chat-attachment-file" aria-label={t`Download ${fileName}`}>
          <FileIcon />
          <span className="chat-attachment-name" dir="auto">
            {a.name}
          </span>
          <span className="chat-attachment-size">{formatSize(a.size, locale)}</span>
        </a>
      );
    }
  }
};
