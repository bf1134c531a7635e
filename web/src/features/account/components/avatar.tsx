import type { SelfUser } from '@badal/contracts';
import './avatar.css';

/** The profile picture, or the first letter of the name on a theme-coloured disc. */
export const Avatar = ({
  user,
  size = 96,
}: {
  user: Pick<SelfUser, 'fullName' | 'userName' | 'image'>;
  size?: number;
}) =>
  user.image ? (
    <img className="avatar" src={user.image.url} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-initial" style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      {(user.fullName || user.userName).slice(0, 1).toUpperCase()}
    </span>
  );
