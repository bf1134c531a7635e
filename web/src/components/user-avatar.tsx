import './user-avatar.css';

/** A person's picture, or the first letter of their name on a theme-coloured disc. Decorative: the name is next to it. */
export const UserAvatar = ({
  name,
  image,
  size = 64,
}: {
  name: string;
  image: { url: string } | null;
  size?: number;
}) =>
  image ? (
    <img className="user-avatar" src={image.url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span
      className="user-avatar user-avatar-initial"
      style={{ inlineSize: size, blockSize: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {name.trim().slice(0, 1).toUpperCase()}
    </span>
  );
