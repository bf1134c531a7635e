import type { Product } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/page-icons';
import { mediaSrcSet } from '../../../lib/media-srcset';
import './product-gallery.css';

type Image = Product['images'][number];

/** The stage is the page's width on a phone, about half of the 1200px column on wider screens. */
const STAGE_SIZES = '(min-width: 64rem) 600px, 100vw';

/** The main picture first, then the others in their order. */
export const orderImages = (images: readonly Image[]): Image[] => [
  ...images.filter((i) => i.isMain),
  ...images.filter((i) => !i.isMain),
];

/**
 * The product's pictures: one large, thumbnails to choose another, previous/next buttons and the
 * arrow keys (which follow the reading direction) to step through them.
 */
export const ProductGallery = ({ images, name }: { images: readonly Image[]; name: string }) => {
  const { t } = useLingui();
  const ordered = orderImages(images);
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];
  if (!current)
    return (
      <div className="gallery gallery-empty" aria-hidden="true">
        <span>{name.slice(0, 1)}</span>
      </div>
    );
  const count = ordered.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
    if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
  };
  const position = t`Picture ${index + 1} of ${count}`;
  return (
    <section className="gallery" aria-label={t`Pictures`} aria-roledescription={t`gallery`} onKeyDown={onKeyDown}>
      <div className="gallery-stage">
        <img
          src={current.url}
          srcSet={mediaSrcSet(current.url, current.width ?? null)}
          sizes={STAGE_SIZES}
          alt={count > 1 ? `${name} — ${position}` : name}
          width={current.width ?? 640}
          height={current.height ?? 480}
          // The first picture is what the page is about: fetch it before anything else.
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-step gallery-prev"
              onClick={() => step(-1)}
              aria-label={t`Previous picture`}
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              className="gallery-step gallery-next"
              onClick={() => step(1)}
              aria-label={t`Next picture`}
            >
              <ChevronEndIcon />
            </button>
            <p className="gallery-position" aria-live="polite">
              {position}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs">
          {ordered.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t`Show picture ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumbnailUrl} alt="" width="80" height="60" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
