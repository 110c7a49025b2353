import { z } from 'zod';

/**
 * Dish photos: the limits, the French messages and the shape of the addresses, shared by the
 * server (which enforces them), the editor (which checks early and explains) and diner pages.
 */

const MB = 1024 * 1024;

export const IMAGE_LIMITS = {
  /** One upload, as sent by the browser (a 48 MP iPhone HEIC is about 6 MB). */
  maxUploadBytes: 10 * MB,
  /**
   * Decoded size refused before any pixel is decoded (decompression bombs): 50 megapixels
   * covers a 48 MP phone photo, far below sharp's default of 268 MP.
   */
  maxPixels: 50_000_000,
  /** Per owner: images kept, and bytes of their stored variants. */
  maxImagesPerOwner: 500,
  maxBytesPerOwner: 500 * MB,
  /** An image used by none of its owner's menus is deleted after this long. */
  orphanGraceMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** Widths of the stored variants (never wider than the photo itself). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** What the browser may send: decided from the bytes on the server, never from the name. */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

export const IMAGE_MESSAGES = {
  unsupportedType:
    'Format de fichier non pris en charge : choisissez une photo JPEG, PNG, WebP, HEIC ou AVIF.',
  unreadable: 'Cette image est illisible ou abîmée. Essayez avec une autre photo.',
  tooLarge: `La photo dépasse ${IMAGE_LIMITS.maxUploadBytes / MB} Mo. Choisissez une photo plus légère.`,
  tooManyPixels: `L’image est trop grande (plus de ${IMAGE_LIMITS.maxPixels / 1_000_000} mégapixels).`,
  fileMissing: 'Aucune photo reçue : choisissez un fichier.',
  tooManyFiles: 'Envoyez une seule photo à la fois.',
  quotaImages: `Vous avez atteint la limite de ${IMAGE_LIMITS.maxImagesPerOwner} photos. Supprimez des photos inutilisées de vos menus.`,
  quotaBytes: `Vous avez atteint la limite de ${IMAGE_LIMITS.maxBytesPerOwner / MB} Mo de photos. Supprimez des photos inutilisées de vos menus.`,
  notFound: 'Photo introuvable.',
  notFoundInMenu: 'Une photo de ce menu est introuvable : choisissez-la à nouveau.',
  inUse: 'Cette photo est utilisée dans un menu : retirez-la d’abord des plats concernés.',
  offline:
    'Pas de connexion : l’envoi d’une photo nécessite le réseau. Réessayez une fois connecté.',
  uploadFailed: 'L’envoi de la photo a échoué. Vérifiez votre connexion, puis réessayez.',
  busy: 'Beaucoup de photos sont en cours de traitement. Réessayez dans quelques secondes.',
} as const;

const HASH_PATTERN = '[0-9a-f]{32}';
const UPLOADED_PATH = new RegExp(`^/images/(${HASH_PATTERN})-(\\d{1,5})\\.(avif|webp|jpg)$`);

/** The name of a stored variant: the content hash, its width, its format. */
export const imageFileName = (hash: string, width: number, format: ImageFormat) =>
  `${hash}-${width}.${IMAGE_EXTENSIONS[format]}`;

/** `/images/<hash>-<width>.<ext>`: the address a dish keeps (served by the app, immutable). */
export const uploadedImagePath = (hash: string, width: number, format: ImageFormat = 'jpeg') =>
  `/images/${imageFileName(hash, width, format)}`;

/** The content hash of an uploaded photo's address, or null for any other address. */
export function uploadedImageHash(url: string | null | undefined): string | null {
  if (!url) return null;
  return UPLOADED_PATH.exec(url)?.[1] ?? null;
}

/**
 * A small version of an address for thumbnails in the owner app: the 320 px WebP of an
 * uploaded photo (it exists whenever the photo is at least that wide), else the address itself.
 */
export function thumbnailUrl(url: string): string {
  const match = UPLOADED_PATH.exec(url);
  if (!match || Number(match[2]) < IMAGE_WIDTHS[0]) return url;
  return uploadedImagePath(match[1] as string, IMAGE_WIDTHS[0], 'webp');
}

/** A file name that `/images/:name` may serve. */
export const isImageFileName = (name: string) => UPLOADED_PATH.test(`/images/${name}`);

/** The variant widths made for a photo `width` pixels wide: none wider than the photo. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

export const ImageVariantSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});

/** The answer of `POST /api/v1/images`. */
export const UploadedImageSchema = z.object({
  id: z.string(),
  /** What a dish keeps in `imageUrl`: the largest JPEG, served by the app. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A tiny blurred preview as a data URL, shown until the photo loads. */
  placeholder: z.string(),
  bytes: z.number().int(),
  variants: z.array(ImageVariantSchema),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/** What a diner page needs to show an uploaded photo (`<picture>` with srcset). */
export type DishPhoto = {
  width: number;
  height: number;
  placeholder: string;
  /** AVIF, then WebP: `<source type srcset>`; JPEG is the `<img>`'s own srcset. */
  sources: { type: string; srcset: string }[];
  src: string;
  srcset: string;
};

/** Builds the `<picture>` description from the stored variants. */
export function toDishPhoto(image: {
  width: number;
  height: number;
  placeholder: string;
  variants: readonly ImageVariant[];
}): DishPhoto {
  const srcsetOf = (format: ImageFormat) =>
    image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const jpegs = image.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  const fallback = jpegs.find((variant) => variant.width >= 640) ?? jpegs[jpegs.length - 1];
  return {
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: IMAGE_CONTENT_TYPES[format],
      srcset: srcsetOf(format),
    })),
    src: fallback?.url ?? '',
    srcset: srcsetOf('jpeg'),
  };
}
