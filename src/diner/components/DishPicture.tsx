import type { DishPhoto } from '../../domain/images/image-rules';

type Props = {
  photo: DishPhoto;
  className: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** Drawn size for the attributes (no layout shift); the photo's own when omitted. */
  width?: number;
  height?: number;
  isEager?: boolean;
};

/**
 * An uploaded photo: AVIF, then WebP, then JPEG, each at 320/640/1280 px, so a phone picks the
 * smallest that is sharp on its screen. Width and height are set (the box is reserved before
 * the file arrives) and the tiny placeholder is the background until it does.
 */
export function DishPicture({ photo, className, alt, sizes, width, height, isEager }: Props) {
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={photo.src}
        srcSet={photo.srcset}
        sizes={sizes}
        alt={alt}
        width={width ?? photo.width}
        height={height ?? photo.height}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ backgroundImage: `url(${photo.placeholder})` }}
      />
    </picture>
  );
}
