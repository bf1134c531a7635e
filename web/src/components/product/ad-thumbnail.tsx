import './ad-thumbnail.css';

/** A small picture of one of the member's ads (My ads, the promotion pages), or its initial. */
export const AdThumbnail = ({ ad }: { ad: { name: string; image: { thumbnailUrl: string } | null } }) =>
  ad.image ? (
    <img
      className="ad-thumbnail"
      src={ad.image.thumbnailUrl}
      alt=""
      width="96"
      height="72"
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="ad-thumbnail ad-thumbnail-initial" aria-hidden="true">
      {ad.name.slice(0, 1)}
    </span>
  );
