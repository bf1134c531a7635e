/** Icons of the chat screens (decorative: the control around them carries the name). */
import { Icon } from '../../../components/icons';

export const PaperclipIcon = () => (
  <Icon>
    <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  </Icon>
);

/** Points along the reading direction: turned around in right-to-left pages (.icon-directional). */
export const SendIcon = () => (
  <span className="icon-directional chat-icon-wrap">
    <Icon>
      <path d="m22 2-7 20-4-9-9-4z" />
      <path d="M22 2 11 13" />
    </Icon>
  </span>
);

export const TrashIcon = () => (
  <Icon width={18} height={18}>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon width={16} height={16}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const DoubleCheckIcon = () => (
  <Icon width={16} height={16}>
    <path d="M18 6 7 17l-5-5" />
    <path d="m22 10-7.5 7.5L13 16" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </Icon>
);

export const BackIcon = () => (
  <span className="icon-directional chat-icon-wrap">
    <Icon>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  </span>
);

export const FileIcon = () => (
  <Icon width={20} height={20}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </Icon>
);
